import { useId } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/button/button'
import { TextField } from '../../../components/form/form-field'
import { Modal, ModalClose } from '../../../components/modal/modal'
import type { BulkCrawlActor } from './bulk-crawl-tool'

/** 'Thu thập URLs' → the New List modal (001 §2.3): a start URL, Cancel, and Create (disabled while the URL is empty). */
export function NewListModal({ actor }: { actor: BulkCrawlActor }) {
  const { t } = useTranslation()
  const id = useId()
  const open = useSelector(actor, (s) => !s.matches({ newList: 'closed' }))
  const busy = useSelector(actor, (s) => s.matches({ newList: 'creating' }) || s.matches({ newList: 'joining' }))
  const canCreate = useSelector(actor, (s) => s.can({ type: 'CREATE_LIST' }))
  const startUrl = useSelector(actor, (s) => s.context.startUrl)
  const notHttp = useSelector(actor, (s) => s.matches({ newList: { editing: 'notHttp' } }))

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CANCEL_NEW_LIST' })}
      title={t('KNOWLEDGE.BULK.NEW_LIST_TITLE')}
      size="md"
      dismissible={!busy}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary" disabled={busy}>
              {t('KNOWLEDGE.CANCEL')}
            </Button>
          </ModalClose>
          <Button type="submit" form={`${id}-form`} disabled={!canCreate && !busy} loading={busy} loadingLabel={t('KNOWLEDGE.BULK.CREATING')}>
            {t('KNOWLEDGE.BULK.CREATE')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="knowledge-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'CREATE_LIST' })
        }}
      >
        <TextField
          id={`${id}-url`}
          label={t('KNOWLEDGE.BULK.START_URL')}
          markRequired
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('KNOWLEDGE.BULK.START_URL_PLACEHOLDER')}
          value={startUrl}
          error={notHttp && !stillTypingScheme(startUrl) ? t('KNOWLEDGE.NOT_HTTP') : null}
          disabled={busy}
          onChange={(event) => actor.send({ type: 'CHANGE_START_URL', url: event.target.value })}
        />
      </form>
    </Modal>
  )
}

/** 'h', 'htt', 'https:/': the start of an http(s) address being typed, which is not yet worth a red message. */
function stillTypingScheme(text: string): boolean {
  const typed = text.trim().toLowerCase()
  return 'http://'.startsWith(typed) || 'https://'.startsWith(typed)
}
