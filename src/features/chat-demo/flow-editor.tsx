import { useSelector } from '@xstate/react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { BulkTextTab } from './bulk-text-tab'
import { StepFields } from './step-fields'
import { StepList } from './step-list'
import type { FlowActor } from './use-chat-demo'

/** The left panel: the flow tab (add form and steps) and the paste tab. */
export function FlowEditor({ flow, onResetToSample }: { flow: FlowActor; onResetToSample: () => void }) {
  const { t } = useTranslation()
  return (
    <Tabs.Root className="chat-demo__tabs" defaultValue="flow">
      <Tabs.List className="chat-demo__tab-list" aria-label={t('CHAT_DEMO.TABS_LABEL')}>
        <Tabs.Trigger className="chat-demo__tab" value="flow">
          {t('CHAT_DEMO.TAB_FLOW')}
        </Tabs.Trigger>
        <Tabs.Trigger className="chat-demo__tab" value="text">
          {t('CHAT_DEMO.TAB_TEXT')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="flow" className="chat-demo__tab-panel">
        <AddStepForm flow={flow} />
        <StepsSection flow={flow} onResetToSample={onResetToSample} />
      </Tabs.Content>
      <Tabs.Content value="text" className="chat-demo__tab-panel">
        <BulkTextTab flow={flow} />
      </Tabs.Content>
    </Tabs.Root>
  )
}

function AddStepForm({ flow }: { flow: FlowActor }) {
  const { t } = useTranslation()
  const draft = useSelector(flow, (state) => state.context.draft)
  const problems = useSelector(flow, (state) => state.context.draftProblems)
  return (
    <form
      className="chat-demo__form chat-demo__add"
      noValidate
      aria-labelledby="chat-demo-add-title"
      onSubmit={(event) => {
        event.preventDefault()
        flow.send({ type: 'ADD_STEP' })
      }}
    >
      <h2 className="chat-demo__section-title" id="chat-demo-add-title">
        {t('CHAT_DEMO.FORM.TITLE')}
      </h2>
      <StepFields idPrefix="add" draft={draft} problems={problems} onChange={(field, value) => flow.send({ type: 'CHANGE_DRAFT', field, value })} />
      <div className="chat-demo__buttons">
        <Button type="submit">{t('CHAT_DEMO.FORM.ADD')}</Button>
      </div>
    </form>
  )
}

function StepsSection({ flow, onResetToSample }: { flow: FlowActor; onResetToSample: () => void }) {
  const { t } = useTranslation()
  const count = useSelector(flow, (state) => state.context.steps.length)
  const customised = useSelector(flow, (state) => state.context.customised)
  return (
    <section className="chat-demo__steps-section" aria-labelledby="chat-demo-steps-title">
      <div className="chat-demo__steps-head">
        <h2 className="chat-demo__section-title" id="chat-demo-steps-title">
          {t('CHAT_DEMO.STEPS.TITLE', { count })}
        </h2>
        {customised ? (
          <Button variant="secondary" onClick={onResetToSample}>
            {t('CHAT_DEMO.STEPS.RESET')}
          </Button>
        ) : null}
      </div>
      {customised ? <p className="chat-demo__muted">{t('CHAT_DEMO.STEPS.SAVED_NOTE')}</p> : null}
      <StepList flow={flow} />
    </section>
  )
}
