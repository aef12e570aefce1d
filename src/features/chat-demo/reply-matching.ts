import type { DemoStep } from './demo-step'

/**
 * 000 §5 "Demo reply matching": case-insensitive; the first step one of whose triggers appears in
 * the text wins; when it names a next step the reply is that step's, otherwise its own; when no
 * step matches, the configured default reply. A next step id that no longer exists (its step was
 * deleted) falls back to the matched step's own reply (decision 910).
 */
export function matchReply(text: string, steps: readonly DemoStep[], defaultReply: string): string {
  const said = text.toLowerCase()
  const matched = steps.find((step) => step.triggers.some((trigger) => trigger && said.includes(trigger.toLowerCase())))
  if (!matched) return defaultReply
  if (matched.nextStepId === undefined) return matched.botResponse
  return steps.find((step) => step.id === matched.nextStepId)?.botResponse ?? matched.botResponse
}
