/**
 * A step of the demo's conversation flow (000 §3 "Demo conversation step") and the checks made when
 * one is added or saved (000 §5 "Demo step add or save").
 */
export interface DemoStep {
  id: number
  userMessage: string
  /** Markdown. */
  botResponse: string
  triggers: string[]
  nextStepId?: number
}

/** What the add form and the edit-in-place form hold: text as typed. */
export interface StepDraft {
  userMessage: string
  botResponse: string
  /** Comma-separated keywords. */
  triggers: string
  /** A step id, or blank for none. */
  nextStepId: string
}

export type StepDraftField = keyof StepDraft
/** Why a field stops the step: empty, or a next step that is not a step number. */
export type StepProblem = 'required' | 'notAStepId'
export type StepProblems = Partial<Record<StepDraftField, StepProblem>>

export const EMPTY_STEP_DRAFT: StepDraft = { userMessage: '', botResponse: '', triggers: '', nextStepId: '' }

/** Keywords split on commas and trimmed; empty ones dropped, so none given is an empty list. */
export function splitTriggers(text: string): string[] {
  return text
    .split(',')
    .map((trigger) => trigger.trim())
    .filter(Boolean)
}

/** 000 §9: the highest existing id plus 1, or 1 when there is no step. */
export function newStepId(steps: readonly DemoStep[]): number {
  return steps.reduce((highest, step) => Math.max(highest, step.id), 0) + 1
}

const WHOLE_NUMBER = /^\d+$/

/** The problems of a draft; none means it can be added or saved. */
export function stepProblems(draft: StepDraft): StepProblems {
  const problems: StepProblems = {}
  if (!draft.userMessage.trim()) problems.userMessage = 'required'
  if (!draft.botResponse.trim()) problems.botResponse = 'required'
  const next = draft.nextStepId.trim()
  if (next && (!WHOLE_NUMBER.test(next) || Number(next) < 1)) problems.nextStepId = 'notAStepId'
  return problems
}

export const hasProblems = (problems: StepProblems) => Object.keys(problems).length > 0

/** A valid draft as a step with the given id: trimmed texts, split triggers, a number or no next step. */
export function stepFromDraft(id: number, draft: StepDraft): DemoStep {
  const next = draft.nextStepId.trim()
  return {
    id,
    userMessage: draft.userMessage.trim(),
    botResponse: draft.botResponse.trim(),
    triggers: splitTriggers(draft.triggers),
    ...(next ? { nextStepId: Number(next) } : {}),
  }
}

/** A step back as form text, for editing in place. */
export function draftFromStep(step: DemoStep): StepDraft {
  return {
    userMessage: step.userMessage,
    botResponse: step.botResponse,
    triggers: step.triggers.join(', '),
    nextStepId: step.nextStepId === undefined ? '' : String(step.nextStepId),
  }
}
