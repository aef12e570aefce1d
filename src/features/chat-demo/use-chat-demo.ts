import { useEffect, useState } from 'react'
import { useActorRef } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { demoChatMachine } from '../../../machines/demo-chat.machine'
import { demoFlowMachine, type DemoFlowInput } from '../../../machines/demo-flow.machine'
import { forgetStoredFlow, loadStoredFlow, storeFlow } from './flow-storage'
import { sampleSteps } from './sample-flow'

/**
 * The page's two machines with their real effects: the flow kept in localStorage, the browser's
 * clock and Math.random for the typing rhythm. An untouched sample follows the interface language.
 */
export function useChatDemo() {
  const { t, i18n } = useTranslation()
  const [flowInput] = useState<DemoFlowInput>(() => {
    const stored = loadStoredFlow(localStorage)
    return stored ? { steps: stored, customised: true } : { steps: sampleSteps(t), customised: false }
  })
  const flow = useActorRef(
    demoFlowMachine.provide({
      actions: {
        storeFlow: (_, { steps }) => storeFlow(localStorage, steps),
        forgetStoredFlow: () => forgetStoredFlow(localStorage),
      },
    }),
    { input: flowInput },
  )
  const chat = useActorRef(demoChatMachine, { input: { random: Math.random, now: () => new Date() } })

  const language = i18n.resolvedLanguage ?? i18n.language
  useEffect(() => {
    flow.send({ type: 'SAMPLE_CHANGED', steps: sampleSteps(t) })
  }, [flow, language, t])

  return { flow, chat, resetToSample: () => flow.send({ type: 'RESET_TO_SAMPLE', steps: sampleSteps(t) }) }
}

export type FlowActor = ReturnType<typeof useChatDemo>['flow']
export type ChatActor = ReturnType<typeof useChatDemo>['chat']
