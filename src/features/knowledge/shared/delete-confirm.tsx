import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useTranslation } from 'react-i18next'
import type { knowledgeDeleteMachine } from '../../../../machines/knowledge-delete.machine'
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog'

export type DeleteActor = ActorRefFrom<typeof knowledgeDeleteMachine>

/** 'Are you sure…?' for one row, driven by a knowledge-delete actor; a failure is said inside the dialog. */
export function DeleteConfirm({ actor, title, question, failedText }: { actor: DeleteActor; title: string; question: string; failedText: string }) {
  const { t } = useTranslation()
  const open = useSelector(actor, (s) => !s.matches('idle'))
  const busy = useSelector(actor, (s) => s.matches('deleting'))
  const failed = useSelector(actor, (s) => s.matches({ confirming: 'failed' }))
  return (
    <ConfirmDialog
      open={open}
      title={title}
      danger
      busy={busy}
      confirmLabel={t('KNOWLEDGE.DELETE')}
      message={
        <>
          {question}
          {failed ? (
            <span className="knowledge-notice knowledge-notice--error" role="alert">
              {failedText}
            </span>
          ) : null}
        </>
      }
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  )
}
