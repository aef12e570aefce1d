import { useTranslation } from 'react-i18next'
import { MultilineField, TextField } from '../../components/form/form-field'
import type { StepDraft, StepDraftField, StepProblems } from './demo-step'

const PROBLEM_TEXT: Record<StepDraftField, string> = {
  userMessage: 'CHAT_DEMO.FORM.USER_MESSAGE_REQUIRED',
  botResponse: 'CHAT_DEMO.FORM.BOT_RESPONSE_REQUIRED',
  triggers: '',
  nextStepId: 'CHAT_DEMO.FORM.NEXT_STEP_INVALID',
}

interface StepFieldsProps {
  /** Makes the field ids unique: `add`, or `edit-3`. */
  idPrefix: string
  draft: StepDraft
  problems: StepProblems
  onChange: (field: StepDraftField, value: string) => void
  /** Focus the first field when shown (editing in place). */
  autoFocus?: boolean
}

/** The four fields of a step, for the add form and for editing in place. */
export function StepFields({ idPrefix, draft, problems, onChange, autoFocus = false }: StepFieldsProps) {
  const { t } = useTranslation()
  const error = (field: StepDraftField) => (problems[field] ? t(PROBLEM_TEXT[field]) : null)
  const id = (field: StepDraftField) => `${idPrefix}-${field}`
  return (
    <>
      <TextField
        id={id('userMessage')}
        label={t('CHAT_DEMO.FORM.USER_MESSAGE')}
        placeholder={t('CHAT_DEMO.FORM.USER_MESSAGE_PLACEHOLDER')}
        markRequired
        autoFocus={autoFocus}
        value={draft.userMessage}
        error={error('userMessage')}
        onChange={(event) => onChange('userMessage', event.target.value)}
      />
      <MultilineField
        id={id('botResponse')}
        label={t('CHAT_DEMO.FORM.BOT_RESPONSE')}
        placeholder={t('CHAT_DEMO.FORM.BOT_RESPONSE_PLACEHOLDER')}
        hint={t('CHAT_DEMO.FORM.BOT_RESPONSE_HINT')}
        markRequired
        rows={3}
        value={draft.botResponse}
        error={error('botResponse')}
        onChange={(event) => onChange('botResponse', event.target.value)}
      />
      <div className="chat-demo__field-row">
        <TextField
          id={id('triggers')}
          className="chat-demo__field-grow"
          label={t('CHAT_DEMO.FORM.TRIGGERS')}
          placeholder={t('CHAT_DEMO.FORM.TRIGGERS_PLACEHOLDER')}
          hint={t('CHAT_DEMO.FORM.TRIGGERS_HINT')}
          value={draft.triggers}
          onChange={(event) => onChange('triggers', event.target.value)}
        />
        <TextField
          id={id('nextStepId')}
          className="chat-demo__field-next"
          label={t('CHAT_DEMO.FORM.NEXT_STEP')}
          hint={t('CHAT_DEMO.FORM.NEXT_STEP_HINT')}
          inputMode="numeric"
          value={draft.nextStepId}
          error={error('nextStepId')}
          onChange={(event) => onChange('nextStepId', event.target.value)}
        />
      </div>
    </>
  )
}
