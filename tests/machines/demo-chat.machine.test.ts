import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { demoChatMachine } from '../../machines/demo-chat.machine'
import type { DemoStep } from '../../src/features/chat-demo/demo-step'
import { allStateNames, shortestPaths, transitionPaths, transitions } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/demo-chat.samples'

const DEFAULT_REPLY = 'Xin lỗi, mình chưa hiểu ý bạn.'
const STEPS: DemoStep[] = [
  { id: 1, userMessage: 'Chào', botResponse: 'Chào bạn!', triggers: ['chào'] },
  { id: 2, userMessage: 'Giá?', botResponse: '**450.000đ**', triggers: ['giá'] },
  { id: 3, userMessage: 'Ship', botResponse: 'Giao 2 ngày', triggers: ['ship'], nextStepId: 2 },
]

/** A demo chat on a simulated clock; the typing rhythm comes from `randoms` (cycled), times from the clock. */
function startChat(randoms: number[] = [0.5]) {
  const clock = new SimulatedClock()
  let draw = 0
  const actor = createActor(demoChatMachine, {
    clock,
    input: {
      random: () => randoms[draw++ % randoms.length],
      now: () => new Date(2025, 2, 8, 9, 0, 0, clock.now()),
    },
  }).start()
  const state = () => actor.getSnapshot()
  /** Time passes a millisecond at a time, so timers set by timers fire when due. */
  const advance = (ms: number) => {
    for (let i = 0; i < ms; i += 1) clock.increment(1)
  }
  return { actor, clock: { increment: advance }, state }
}

describe('demo chat machine (000 §4 "Demo chat", §5 reply matching, §9 timings)', () => {
  it('starts idle with no messages, the welcome time set from the clock', () => {
    const { state } = startChat()
    expect(state().matches('idle')).toBe(true)
    expect(state().context.messages).toEqual([])
    expect(state().context.openedAt).toBe('09:00')
  })

  it('shows the visitor message at once and the matched reply exactly 1 s later, with the typing indicator meanwhile', () => {
    const { actor, clock, state } = startChat()
    actor.send({ type: 'SEND', text: '  giá bao nhiêu?  ', steps: STEPS, defaultReply: DEFAULT_REPLY })
    expect(state().context.messages).toEqual([{ type: 'user', message: 'giá bao nhiêu?', time: '09:00' }])
    expect(state().hasTag('botTyping')).toBe(true)
    clock.increment(999)
    expect(state().context.messages).toHaveLength(1)
    clock.increment(1)
    expect(state().matches('idle')).toBe(true)
    expect(state().hasTag('botTyping')).toBe(false)
    expect(state().context.messages[1]).toEqual({ type: 'bot', message: '**450.000đ**', time: '09:00' })
  })

  it("answers with the next step's reply, or the default reply when nothing matches", () => {
    const { actor, clock, state } = startChat()
    actor.send({ type: 'SEND', text: 'SHIP về Huế', steps: STEPS, defaultReply: DEFAULT_REPLY })
    clock.increment(1000)
    actor.send({ type: 'SEND', text: 'còn hàng không', steps: STEPS, defaultReply: DEFAULT_REPLY })
    clock.increment(1000)
    expect(state().context.messages.filter((item) => item.type === 'bot').map((item) => item.message)).toEqual(['**450.000đ**', DEFAULT_REPLY])
  })

  it('sends nothing blank, and nothing while the bot is still answering', () => {
    const { actor, state } = startChat()
    actor.send({ type: 'SEND', text: '   ', steps: STEPS, defaultReply: DEFAULT_REPLY })
    expect(state().matches('idle')).toBe(true)
    actor.send({ type: 'SEND', text: 'chào', steps: STEPS, defaultReply: DEFAULT_REPLY })
    actor.send({ type: 'SEND', text: 'giá', steps: STEPS, defaultReply: DEFAULT_REPLY })
    expect(state().context.messages).toHaveLength(1)
  })

  it('clear empties the chat and drops a reply on its way, with a new welcome time', () => {
    const { actor, clock, state } = startChat()
    actor.send({ type: 'SEND', text: 'chào', steps: STEPS, defaultReply: DEFAULT_REPLY })
    clock.increment(60_000)
    actor.send({ type: 'CLEAR' })
    clock.increment(5_000)
    expect(state().matches('idle')).toBe(true)
    expect(state().context.messages).toEqual([])
    expect(state().context.openedAt).toBe('09:01')
  })

  it('auto chat types each user message one character at a time at the random 50–150 ms rhythm, pauses 500 ms, sends, and gets the reply 1 s later', () => {
    // 0 → 50 ms, 0.999 → 150 ms
    const { actor, clock, state } = startChat([0, 0.999])
    actor.send({ type: 'AUTO_START', steps: STEPS })
    expect(state().hasTag('autoChat')).toBe(true)
    expect(state().matches({ auto: 'typing' })).toBe(true)
    clock.increment(49)
    expect(state().context.typed).toBe('')
    clock.increment(1)
    expect(state().context.typed).toBe('C')
    clock.increment(150)
    expect(state().context.typed).toBe('Ch')
    clock.increment(50 + 150)
    expect(state().context.typed).toBe('Chào')
    expect(state().matches({ auto: 'pausing' })).toBe(true)
    clock.increment(499)
    expect(state().context.messages).toEqual([])
    clock.increment(1)
    expect(state().context.messages).toEqual([{ type: 'user', message: 'Chào', time: '09:00' }])
    expect(state().context.typed).toBe('')
    expect(state().hasTag('botTyping')).toBe(true)
    clock.increment(1000)
    expect(state().context.messages[1]).toMatchObject({ type: 'bot', message: 'Chào bạn!' })
    expect(state().matches({ auto: 'gap' })).toBe(true)
  })

  it("plays each step's own reply, goes on 2 s after a reply, and stops by itself after the last one", () => {
    const { actor, clock, state } = startChat([0.5])
    actor.send({ type: 'SEND', text: 'chào', steps: STEPS, defaultReply: DEFAULT_REPLY })
    clock.increment(1000)
    actor.send({ type: 'AUTO_START', steps: STEPS })
    // Auto chat starts from an empty chat.
    expect(state().context.messages).toEqual([])
    const stepTime = (step: DemoStep) => Array.from(step.userMessage).length * 100 + 500 + 1000
    clock.increment(stepTime(STEPS[0]))
    expect(state().matches({ auto: 'gap' })).toBe(true)
    clock.increment(1999)
    expect(state().matches({ auto: 'gap' })).toBe(true)
    clock.increment(1)
    expect(state().matches({ auto: 'typing' })).toBe(true)
    expect(state().context.scriptIndex).toBe(1)
    clock.increment(stepTime(STEPS[1]) + 2000 + stepTime(STEPS[2]))
    expect(state().matches('idle')).toBe(true)
    expect(state().hasTag('autoChat')).toBe(false)
    expect(state().context.messages.map((item) => item.message)).toEqual(['Chào', 'Chào bạn!', 'Giá?', '**450.000đ**', 'Ship', 'Giao 2 ngày'])
    clock.increment(10_000)
    expect(state().context.messages).toHaveLength(6)
  })

  it('stop ends auto chat at once, keeping what was said and clearing the half-typed message', () => {
    const { actor, clock, state } = startChat([0.5])
    actor.send({ type: 'AUTO_START', steps: STEPS })
    clock.increment(4 * 100 + 500 + 1000 + 2000 + 200)
    expect(state().context.typed).toBe('Gi')
    actor.send({ type: 'AUTO_STOP' })
    expect(state().matches('idle')).toBe(true)
    expect(state().context.typed).toBe('')
    clock.increment(60_000)
    expect(state().context.messages.map((item) => item.message)).toEqual(['Chào', 'Chào bạn!'])
  })

  it('does not start auto chat without steps, and does not take a visitor message while it runs', () => {
    const { actor, state } = startChat()
    actor.send({ type: 'AUTO_START', steps: [] })
    expect(state().matches('idle')).toBe(true)
    actor.send({ type: 'AUTO_START', steps: STEPS })
    actor.send({ type: 'SEND', text: 'chào', steps: STEPS, defaultReply: DEFAULT_REPLY })
    expect(state().matches({ auto: 'typing' })).toBe(true)
    expect(state().context.messages).toEqual([])
  })

  it('clear during auto chat stops it and empties the chat', () => {
    const { actor, clock, state } = startChat()
    actor.send({ type: 'AUTO_START', steps: STEPS })
    clock.increment(2_000)
    actor.send({ type: 'CLEAR' })
    clock.increment(10_000)
    expect(state().matches('idle')).toBe(true)
    expect(state().context.messages).toEqual([])
  })
})

describe('demo chat machine, model-based', () => {
  it('reaches every state', () => {
    const reached = new Set(shortestPaths(demoChatMachine, samples).map((path) => path.target))
    const prefixes = new Set([...reached].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    expect(allStateNames(demoChatMachine).filter((name) => !prefixes.has(name))).toEqual([])
  })

  it('takes exactly the transitions of the spec', () => {
    const edges = transitions(demoChatMachine, samples).map((edge) => `${edge.from} --${edge.event.type}--> ${edge.to}`)
    const stoppable = ['auto.typing', 'auto.pausing', 'auto.botThinking', 'auto.gap'].flatMap((state) => [
      `${state} --AUTO_STOP--> idle`,
      `${state} --CLEAR--> idle`,
    ])
    expect([...new Set(edges)].sort()).toEqual(
      [
        'idle --SEND--> replying',
        'idle --AUTO_START--> auto.typing',
        'idle --CLEAR--> idle',
        'replying --xstate.after.BOT_REPLY.demoChat.replying--> idle',
        'replying --CLEAR--> idle',
        'auto.typing --xstate.after.TYPE_CHARACTER.demoChat.auto.typing--> auto.pausing',
        'auto.pausing --xstate.after.PAUSE_AFTER_TYPING.demoChat.auto.pausing--> auto.botThinking',
        'auto.botThinking --xstate.after.BOT_REPLY.demoChat.auto.botThinking--> auto.gap',
        'auto.gap --xstate.after.STEP_GAP.demoChat.auto.gap--> auto.typing',
        ...stoppable,
      ].sort(),
    )
  })

  for (const path of transitionPaths(demoChatMachine, samples)) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type}--> ${last.next}`, () => replayPath(demoChatMachine, path, samples.input))
  }
})
