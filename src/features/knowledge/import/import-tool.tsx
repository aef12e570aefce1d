import { useActorRef, useSelector } from '@xstate/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { knowledgeImportMachine, type ImportKind, type ImportResult } from '../../../../machines/knowledge-import.machine'
import { quietApi } from '../../../api/client'
import { Button } from '../../../components/button/button'
import { Modal, ModalClose } from '../../../components/modal/modal'
import { showToast } from '../../../components/toast/toast-store'
import { FileDropZone } from '../../../components/upload/file-drop-zone'
import { KNOWLEDGE, UPLOAD } from '../../../config/constants'
import type { CatalogType } from '../catalogs'
import { knowledgeActors } from '../knowledge-actors'
import { useAccessToken } from '../shared/access-token'
import { TypeSelect } from '../shared/type-select'

type ImportActor = ActorRefFrom<typeof knowledgeImportMachine>

const ACCEPT: Record<ImportKind, readonly string[]> = {
  faq: KNOWLEDGE.FAQ_IMPORT_ACCEPT,
  document: KNOWLEDGE.DOCUMENT_ACCEPT,
  links: KNOWLEDGE.LINK_IMPORT_ACCEPT,
}

interface ImportToolProps {
  kind: ImportKind
  chatbotId: number
  catalogs: readonly CatalogType[]
  buttonLabel: string
  /** The list the import feeds reloads. */
  onImported: () => void
}

/**
 * A button and its upload modal (001 §2.3, §4 "FAQ" and "Upload modals", §5, §8): the FAQ sheet
 * import, the document upload or the link-sheet import.
 */
export function ImportTool({ kind, chatbotId, catalogs, buttonLabel, onImported }: ImportToolProps) {
  const { i18n } = useTranslation()
  const actor = useActorRef(
    knowledgeImportMachine.provide({
      actors: { importFile: knowledgeActors(quietApi).importFile },
      actions: {
        notifyImported: (_, { result }) =>
          showToast({
            type: 'success',
            title: i18n.t('KNOWLEDGE.IMPORT.SUCCESS_TITLE'),
            message: i18n.t(`KNOWLEDGE.IMPORT.${kind}.SUCCESS`, { count: result.imported }),
          }),
        notifyNothingImported: (_, { result }) =>
          showToast({
            type: 'warning',
            title: i18n.t('KNOWLEDGE.IMPORT.WARNING_TITLE'),
            message: result.message?.trim() || i18n.t('KNOWLEDGE.IMPORT.NOTHING_IMPORTED'),
          }),
        notifyFailed: (_, { message }) =>
          showToast({
            type: 'error',
            title: i18n.t('KNOWLEDGE.IMPORT.FAILED_TITLE'),
            message: kind === 'faq' ? failureText(kind, message, i18n.t) : i18n.t(`KNOWLEDGE.IMPORT.${kind}.FAILED_TOAST`),
          }),
        notifyFileRejected: (_, { message }) => showToast({ type: 'error', title: i18n.t('KNOWLEDGE.IMPORT.FILE_ERROR_TITLE'), message }),
        notifyNoToken: () => showToast({ type: 'error', title: i18n.t('KNOWLEDGE.IMPORT.FAILED_TITLE'), message: i18n.t('KNOWLEDGE.NO_TOKEN') }),
        reloadList: onImported,
      },
    }),
    { input: { chatbotId, kind } },
  )
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'OPEN' })}>
        {buttonLabel}
      </Button>
      <ImportModal actor={actor} kind={kind} catalogs={catalogs} />
    </>
  )
}

/** 'Upload failed: …' for an FAQ sheet; the server's message or 'Upload failed' for the others (001 §8). */
function failureText(kind: ImportKind, message: string | null, t: TFunction): string {
  if (kind === 'faq') return t('KNOWLEDGE.IMPORT.faq.FAILED', { message: message ?? t('KNOWLEDGE.IMPORT.faq.UNKNOWN_ERROR') })
  return message ?? t(`KNOWLEDGE.IMPORT.${kind}.FAILED`)
}

function ImportModal({ actor, kind, catalogs }: { actor: ImportActor; kind: ImportKind; catalogs: readonly CatalogType[] }) {
  const { t } = useTranslation()
  const token = useAccessToken()
  const open = useSelector(actor, (s) => !s.matches('closed'))
  const uploading = useSelector(actor, (s) => s.matches('uploading'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT', token: 'any' }))
  const contentType = useSelector(actor, (s) => s.context.contentType)

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={t(`KNOWLEDGE.IMPORT.${kind}.TITLE`)}
      description={t(`KNOWLEDGE.IMPORT.${kind}.TEXT`)}
      size="md"
      dismissible={!uploading}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary" disabled={uploading}>
              {t('KNOWLEDGE.CLOSE')}
            </Button>
          </ModalClose>
          <Button
            disabled={!canSubmit}
            loading={uploading}
            loadingLabel={t('KNOWLEDGE.IMPORT.UPLOADING')}
            onClick={() => actor.send({ type: 'SUBMIT', token })}
          >
            {t('KNOWLEDGE.IMPORT.UPLOAD')}
          </Button>
        </>
      }
    >
      <div className="knowledge-form">
        {kind === 'faq' ? (
          <a className="knowledge-template" href={KNOWLEDGE.FAQ_TEMPLATE_PATH} download>
            <span aria-hidden="true">⬇</span> {t('KNOWLEDGE.IMPORT.faq.TEMPLATE')}
          </a>
        ) : (
          <TypeSelect
            label={t('KNOWLEDGE.TYPE_LABEL')}
            catalogs={catalogs}
            value={contentType}
            disabled={uploading}
            onChange={(type) => actor.send({ type: 'CONTENT_TYPE_CHANGED', contentType: type })}
          />
        )}
        <FileDropZone
          accept={ACCEPT[kind]}
          maxSizeMb={UPLOAD.MAX_FILE_MB}
          disabled={uploading}
          onFile={(file) => actor.send({ type: 'FILE_CHOSEN', file })}
          onError={(message) => actor.send({ type: 'FILE_REJECTED', message })}
        />
        <ImportOutcome actor={actor} kind={kind} />
      </div>
    </Modal>
  )
}

/** The result under the drop zone: imported, nothing imported (with skipped rows), failed, or no token. */
function ImportOutcome({ actor, kind }: { actor: ImportActor; kind: ImportKind }) {
  const { t } = useTranslation()
  const state = useSelector(actor, (s) =>
    s.matches('imported')
      ? 'imported'
      : s.matches({ open: 'partlyImported' })
        ? 'partlyImported'
        : s.matches({ open: 'nothingImported' })
          ? 'nothingImported'
          : s.matches({ open: 'failed' })
            ? 'failed'
            : s.matches({ open: 'noToken' })
              ? 'noToken'
              : null,
  )
  const result = useSelector(actor, (s) => s.context.result)
  const failure = useSelector(actor, (s) => s.context.failure)

  if (state === 'noToken') {
    return (
      <p className="knowledge-notice knowledge-notice--error" role="alert">
        {t('KNOWLEDGE.NO_TOKEN')}
      </p>
    )
  }
  if (state === 'failed') {
    return (
      <p className="knowledge-notice knowledge-notice--error" role="alert">
        {failureText(kind, failure, t)}
      </p>
    )
  }
  if (!state || !result) return null
  const imported = state !== 'nothingImported'
  return (
    <div className={`knowledge-notice ${imported ? 'knowledge-notice--success' : 'knowledge-notice--warning'}`} role="status">
      <p>{imported ? t(`KNOWLEDGE.IMPORT.${kind}.SUCCESS`, { count: result.imported }) : result.message?.trim() || t('KNOWLEDGE.IMPORT.NOTHING_IMPORTED')}</p>
      {state === 'imported' ? <p className="knowledge-notice__small">{t('KNOWLEDGE.IMPORT.CLOSING')}</p> : null}
      <SkippedRows result={result} />
    </div>
  )
}

function SkippedRows({ result }: { result: ImportResult }) {
  const { t } = useTranslation()
  if (!result.skipped?.length) return null
  return (
    <div className="knowledge-skipped">
      <p className="knowledge-skipped__title">{t('KNOWLEDGE.IMPORT.SKIPPED_TITLE')}</p>
      <ul>
        {result.skipped.map((row) => (
          <li key={`${row.row}-${row.reason}`}>{t('KNOWLEDGE.IMPORT.SKIPPED_ROW', { row: row.row, reason: row.reason })}</li>
        ))}
      </ul>
    </div>
  )
}
