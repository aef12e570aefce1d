import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import type { DemoStep } from './demo-step'
import { MarkdownText } from './markdown-text'
import { StepFields } from './step-fields'
import type { FlowActor } from './use-chat-demo'

/** The steps, each with edit and delete; the one being edited shows its fields in place. */
export function StepList({ flow }: { flow: FlowActor }) {
  const { t } = useTranslation()
  const steps = useSelector(flow, (state) => state.context.steps)
  const editingId = useSelector(flow, (state) => (state.matches({ steps: 'editing' }) ? state.context.editingId : null))

  if (steps.length === 0) {
    return (
      <div className="chat-demo__empty">
        <p className="chat-demo__empty-title">{t('CHAT_DEMO.STEPS.EMPTY_TITLE')}</p>
        <p>{t('CHAT_DEMO.STEPS.EMPTY_TEXT')}</p>
      </div>
    )
  }
  return (
    <ol className="chat-demo__steps">
      {steps.map((step) =>
        step.id === editingId ? <EditingStep key={step.id} flow={flow} id={step.id} /> : <StepCard key={step.id} flow={flow} step={step} />,
      )}
    </ol>
  )
}

function StepCard({ flow, step }: { flow: FlowActor; step: DemoStep }) {
  const { t } = useTranslation()
  return (
    <li className="chat-demo__step">
      <div className="chat-demo__step-head">
        <span className="chat-demo__step-id">{t('CHAT_DEMO.STEPS.STEP', { id: step.id })}</span>
        <div className="chat-demo__step-actions">
          <Button variant="ghost" aria-label={t('CHAT_DEMO.STEPS.EDIT_STEP', { id: step.id })} onClick={() => flow.send({ type: 'EDIT_STEP', id: step.id })}>
            {t('CHAT_DEMO.STEPS.EDIT')}
          </Button>
          <Button
            variant="ghost"
            className="chat-demo__delete"
            aria-label={t('CHAT_DEMO.STEPS.DELETE_STEP', { id: step.id })}
            onClick={() => flow.send({ type: 'DELETE_STEP', id: step.id })}
          >
            {t('CHAT_DEMO.STEPS.DELETE')}
          </Button>
        </div>
      </div>
      <dl className="chat-demo__step-body">
        <dt>{t('CHAT_DEMO.STEPS.USER')}</dt>
        <dd className="chat-demo__step-user">{step.userMessage}</dd>
        <dt>{t('CHAT_DEMO.STEPS.BOT')}</dt>
        <dd>
          <MarkdownText className="chat-demo__markdown" source={step.botResponse} />
        </dd>
        <dt>{t('CHAT_DEMO.STEPS.TRIGGERS')}</dt>
        <dd>
          {step.triggers.length ? (
            <ul className="chat-demo__chips">
              {step.triggers.map((trigger, index) => (
                <li key={`${index}-${trigger}`} className="chat-demo__chip">
                  {trigger}
                </li>
              ))}
            </ul>
          ) : (
            <span className="chat-demo__muted">{t('CHAT_DEMO.STEPS.NO_TRIGGERS')}</span>
          )}
        </dd>
      </dl>
      {step.nextStepId !== undefined ? <p className="chat-demo__next">→ {t('CHAT_DEMO.STEPS.NEXT', { id: step.nextStepId })}</p> : null}
    </li>
  )
}

function EditingStep({ flow, id }: { flow: FlowActor; id: number }) {
  const { t } = useTranslation()
  const draft = useSelector(flow, (state) => state.context.editDraft)
  const problems = useSelector(flow, (state) => state.context.editProblems)
  return (
    <li className="chat-demo__step chat-demo__step--editing">
      <form
        className="chat-demo__form"
        noValidate
        aria-label={t('CHAT_DEMO.STEPS.EDITING', { id })}
        onSubmit={(event) => {
          event.preventDefault()
          flow.send({ type: 'SAVE_EDIT' })
        }}
      >
        <span className="chat-demo__step-id">{t('CHAT_DEMO.STEPS.EDITING', { id })}</span>
        <StepFields idPrefix={`edit-${id}`} draft={draft} problems={problems} autoFocus onChange={(field, value) => flow.send({ type: 'CHANGE_EDIT', field, value })} />
        <div className="chat-demo__buttons">
          <Button type="submit">{t('CHAT_DEMO.FORM.SAVE')}</Button>
          <Button variant="secondary" onClick={() => flow.send({ type: 'CANCEL_EDIT' })}>
            {t('CHAT_DEMO.FORM.CANCEL')}
          </Button>
        </div>
      </form>
    </li>
  )
}
