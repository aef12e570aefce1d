import { useId } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { knowledgeItemEditMachine } from '../../../../machines/knowledge-item-edit.machine'
import { Button } from '../../../components/button/button'
import { FormError, MultilineField } from '../../../components/form/form-field'
import { LinkDisplay } from '../../../components/link/link-display'
import { Modal, ModalClose } from '../../../components/modal/modal'
import { formatDateTime } from '../../../lib/dates'
import type { CatalogType } from '../catalogs'
import { knowledgeStatusOf } from '../crawl-status'
import { TypeSelect } from '../shared/type-select'

type EditActor = ActorRefFrom<typeof knowledgeItemEditMachine>

/** The edit dialog (001 §2.3): ID, type (changeable), status, created and updated dates, URL and the full text (editable). */
export function KnowledgeEditDialog({ actor, catalogs }: { actor: EditActor; catalogs: readonly CatalogType[] }) {
  const { t, i18n } = useTranslation()
  const textId = useId()
  const open = useSelector(actor, (s) => !s.matches('closed'))
  const saving = useSelector(actor, (s) => s.matches('saving'))
  const blank = useSelector(actor, (s) => s.matches({ open: 'blank' }))
  const failed = useSelector(actor, (s) => s.matches({ open: 'failed' }))
  const canSave = useSelector(actor, (s) => s.can({ type: 'SAVE' }))
  const { item, fullText, modelType } = useSelector(actor, (s) => s.context)
  const language = i18n.language === 'en' ? 'en' : 'vi'
  const status = knowledgeStatusOf(item?.status)

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={item ? t('KNOWLEDGE.ITEM_EDIT.TITLE', { id: item.id }) : ''}
      size="lg"
      dismissible={!saving}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary" disabled={saving}>
              {t('KNOWLEDGE.CANCEL')}
            </Button>
          </ModalClose>
          <Button disabled={!canSave} loading={saving} loadingLabel={t('KNOWLEDGE.ITEM_EDIT.SAVING')} onClick={() => actor.send({ type: 'SAVE' })}>
            {t('KNOWLEDGE.ITEM_EDIT.SAVE')}
          </Button>
        </>
      }
    >
      {item ? (
        <div className="knowledge-form">
          {failed ? <FormError>{t('KNOWLEDGE.ITEM_EDIT.FAILED')}</FormError> : null}
          <dl className="knowledge-details">
            <div>
              <dt>{t('KNOWLEDGE.SOURCE.ID')}</dt>
              <dd>{item.id}</dd>
            </div>
            <div>
              <dt>{t('KNOWLEDGE.ITEM_EDIT.NAME')}</dt>
              <dd>{item.name}</dd>
            </div>
            <div>
              <dt>{t('KNOWLEDGE.SOURCE.STATUS')}</dt>
              <dd>
                <span className={`knowledge-status knowledge-status--${status}`}>{t(`KNOWLEDGE.STATUS.${status}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('KNOWLEDGE.ITEM_EDIT.CREATED')}</dt>
              <dd>{formatDateTime(item.created_at, undefined, language)}</dd>
            </div>
            <div>
              <dt>{t('KNOWLEDGE.ITEM_EDIT.UPDATED')}</dt>
              <dd>{formatDateTime(item.updated_at, undefined, language)}</dd>
            </div>
            <div className="knowledge-details__wide">
              <dt>{t('KNOWLEDGE.ITEM_EDIT.URL')}</dt>
              <dd>{item.url ? <LinkDisplay url={item.url} maxLength={60} /> : t('KNOWLEDGE.ITEM_EDIT.NO_URL')}</dd>
            </div>
          </dl>
          <TypeSelect
            label={t('KNOWLEDGE.SOURCE.TYPE')}
            catalogs={catalogs}
            value={modelType}
            disabled={saving}
            onChange={(type) => actor.send({ type: 'CHANGE_TYPE', modelType: type })}
          />
          <MultilineField
            id={textId}
            label={t('KNOWLEDGE.ITEM_EDIT.FULL_TEXT')}
            markRequired
            rows={12}
            value={fullText}
            disabled={saving}
            hint={t('KNOWLEDGE.ITEM_EDIT.FULL_TEXT_COUNT', { count: fullText.length })}
            error={blank ? t('KNOWLEDGE.ITEM_EDIT.BLANK') : null}
            onChange={(event) => actor.send({ type: 'CHANGE_TEXT', text: event.target.value })}
          />
        </div>
      ) : null}
    </Modal>
  )
}
