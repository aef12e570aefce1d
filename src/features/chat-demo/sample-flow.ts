import { CHAT_DEMO } from '../../config/constants'
import { splitTriggers, type DemoStep } from './demo-step'

type Translate = (key: string) => string

/**
 * The seven sample steps that ship (000 §3 "Demo configuration"), in the interface language: their
 * texts are the CHAT_DEMO.SAMPLE.STEPS.* translations of a fictional shop, numbered from 1.
 */
export function sampleSteps(t: Translate): DemoStep[] {
  return CHAT_DEMO.SAMPLE_STEP_KEYS.map((key, index) => ({
    id: index + 1,
    userMessage: t(`CHAT_DEMO.SAMPLE.STEPS.${key}.USER`),
    botResponse: t(`CHAT_DEMO.SAMPLE.STEPS.${key}.BOT`),
    triggers: splitTriggers(t(`CHAT_DEMO.SAMPLE.STEPS.${key}.TRIGGERS`)),
  }))
}
