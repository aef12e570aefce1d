import { useRef } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { AVATAR_TYPES } from '../../../../machines/chatbot-save.machine'
import { Button } from '../../../components/button/button'
import { FileDropZone } from '../../../components/upload/file-drop-zone'
import { Spinner } from '../../../components/spinner/spinner'
import { UPLOAD } from '../../../config/constants'
import type { SettingsActor } from './chatbot-settings-page'

/**
 * The avatar (001 §2.2): dropped or picked, uploaded at once, then shown with 'Change Logo'. The
 * machine refuses what is not an image ('Please upload an image file'); the zone refuses files over
 * the 10 MB the hint promises.
 */
export function AvatarField({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  const logoUrl = useSelector(actor, (s) => s.context.form.logo_url)
  const uploading = useSelector(actor, (s) => s.context.uploading)
  const picker = useRef<HTMLInputElement>(null)
  const choose = (file: File) => actor.send({ type: 'FILE_CHOSEN', file })

  return (
    <div className="field avatar-field">
      <span className="field__label">{t('CHATBOTS.BASIC.AVATAR_LABEL')}</span>
      {logoUrl ? (
        <div className="avatar-field__current">
          <img className="avatar-field__image" src={logoUrl} alt={t('CHATBOTS.BASIC.AVATAR_ALT')} />
          <div className="avatar-field__actions">
            <Button variant="secondary" disabled={uploading} onClick={() => picker.current?.click()}>
              {t('CHATBOTS.BASIC.CHANGE_LOGO')}
            </Button>
            <span className="avatar-field__hint">{t('CHATBOTS.BASIC.AVATAR_HINT')}</span>
          </div>
          <input
            ref={picker}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            accept={AVATAR_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) choose(file)
              event.target.value = ''
            }}
          />
        </div>
      ) : (
        <FileDropZone
          accept={[]}
          maxSizeMb={UPLOAD.MAX_IMAGE_MB}
          disabled={uploading}
          onFile={choose}
          label={t('CHATBOTS.BASIC.AVATAR_DROP')}
          hint={t('CHATBOTS.BASIC.AVATAR_HINT')}
        />
      )}
      {uploading ? (
        <p className="avatar-field__uploading" role="status">
          <Spinner size={16} /> {t('CHATBOTS.BASIC.UPLOADING')}
        </p>
      ) : null}
    </div>
  )
}
