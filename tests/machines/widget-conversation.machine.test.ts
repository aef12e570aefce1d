import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate'
import {
  widgetConversationMachine,
  type ChatMessage,
  type ConversationRef,
  type StreamEvent,
  type StreamReplyInput,
  type WidgetConversationInput,
  type WidgetLook,
} from '../../machines/widget-conversation.machine'
import { WIDGET } from '../../src/config/constants'
import { allStateNames, shortestPaths, transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { input as sampleInput, look, samples } from '../model/samples/widget-conversation.samples'

interface Deferred<T> {
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

const deferred = <T,>() => {
  const calls: Deferred<T>[] = []
  const actor = fromPromise<T>(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })))
  return { calls, actor }
}

/** A widget conversation whose calls the test answers by hand. */
function start(input: Partial<WidgetConversationInput> = {}) {
  const lookCall = deferred<WidgetLook>()
  const historyCall = deferred<ChatMessage[]>()
  const createCall = deferred<ConversationRef>()
  const streams: { input: StreamReplyInput; sendBack: (event: StreamEvent) => void; stopped: boolean }[] = []
  const spies = { persistConversation: vi.fn(), forgetStoredConversation: vi.fn(), notifyConversationCreated: vi.fn() }
  const machine = widgetConversationMachine.provide({
    actors: {
      fetchLook: lookCall.actor,
      fetchHistory: historyCall.actor as never,
      createConversation: createCall.actor,
      streamReply: fromCallback<EventObject, StreamReplyInput>(({ input, sendBack }) => {
        const stream = { input, sendBack, stopped: false }
        streams.push(stream)
        return () => {
          stream.stopped = true
        }
      }),
    },
    actions: {
      persistConversation: (_, params) => spies.persistConversation(params.conversation),
      forgetStoredConversation: spies.forgetStoredConversation,
      notifyConversationCreated: (_, params) => spies.notifyConversationCreated(params.id),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, {
    input: { look, conversation: null, fetchLook: false, canChat: true, bound: false, ...input },
    clock,
  })
  actor.start()
  const lastStream = () => streams[streams.length - 1]
  return { actor, clock, spies, lookCall, historyCall, createCall, streams, lastStream }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('widget conversation machine (issue 5 item 4)', () => {
  it('a fresh visitor sees the welcome state at once; the first message creates the conversation, then streams the reply', async () => {
    const { actor, createCall, spies, lastStream } = start()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)

    actor.send({ type: 'SEND', text: '  Phí vận chuyển bao nhiêu?  ' })
    expect(actor.getSnapshot().matches({ ready: 'creatingConversation' })).toBe(true)
    expect(actor.getSnapshot().hasTag('typing')).toBe(true)
    expect(actor.getSnapshot().context.messages).toEqual([{ role: 'user', content: 'Phí vận chuyển bao nhiêu?' }])

    createCall.calls[0].resolve({ id: 41, token: 'tok' })
    await settle()
    expect(spies.persistConversation).toHaveBeenCalledWith({ id: 41, token: 'tok' })
    expect(spies.notifyConversationCreated).toHaveBeenCalledWith(41)
    expect(actor.getSnapshot().matches({ ready: { replying: 'sending' } })).toBe(true)
    expect(lastStream().input).toEqual({ conversation: { id: 41, token: 'tok' }, query: 'Phí vận chuyển bao nhiêu?' })

    lastStream().sendBack({ type: 'DELTA', text: 'Miễn phí ' })
    expect(actor.getSnapshot().matches({ ready: { replying: 'streaming' } })).toBe(true)
    expect(actor.getSnapshot().hasTag('typing')).toBe(false)
    lastStream().sendBack({ type: 'DELTA', text: 'giao hàng' })
    expect(actor.getSnapshot().context.reply).toBe('Miễn phí giao hàng')

    lastStream().sendBack({ type: 'REPLY_DONE' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      reply: '',
      pendingQuery: null,
      messages: [
        { role: 'user', content: 'Phí vận chuyển bao nhiêu?' },
        { role: 'bot', content: 'Miễn phí giao hàng' },
      ],
    })
  })

  it('a second message reuses the conversation', async () => {
    const { actor, createCall, streams, lastStream } = start()
    actor.send({ type: 'SEND', text: 'Xin chào' })
    createCall.calls[0].resolve({ id: 41, token: 'tok' })
    await settle()
    lastStream().sendBack({ type: 'REPLY_DONE' })
    actor.send({ type: 'SEND', text: 'Phí vận chuyển?' })
    expect(actor.getSnapshot().matches({ ready: { replying: 'sending' } })).toBe(true)
    expect(createCall.calls).toHaveLength(1)
    expect(streams.map((stream) => stream.input)).toEqual([
      { conversation: { id: 41, token: 'tok' }, query: 'Xin chào' },
      { conversation: { id: 41, token: 'tok' }, query: 'Phí vận chuyển?' },
    ])
  })

  it('ignores a blank message', () => {
    const { actor } = start()
    actor.send({ type: 'SEND', text: '   ' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.messages).toEqual([])
  })

  it('fetches the look first when asked, and says the bot is unavailable when it is unknown or deleted', async () => {
    const { actor, lookCall } = start({ fetchLook: true })
    expect(actor.getSnapshot().matches('loadingLook')).toBe(true)
    lookCall.calls[0].reject({ kind: 'notFound' })
    await settle()
    expect(actor.getSnapshot().matches('unavailable')).toBe(true)
    expect(actor.getSnapshot().context.unavailable).toBe('chatbot')
    expect(actor.getSnapshot().can({ type: 'SEND', text: 'hello' })).toBe(false)
  })

  it('takes the fetched look, then restores the remembered history', async () => {
    const { actor, lookCall, historyCall } = start({ fetchLook: true, conversation: { id: 5, token: 't' } })
    lookCall.calls[0].resolve({ ...look, name: 'Shop Mai' })
    await settle()
    expect(actor.getSnapshot().matches('loadingHistory')).toBe(true)
    expect(actor.getSnapshot().context.look.name).toBe('Shop Mai')
    historyCall.calls[0].resolve([
      { role: 'user', content: 'Xin chào' },
      { role: 'bot', content: 'Chào bạn' },
    ])
    await settle()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.messages).toHaveLength(2)
  })

  it('offers Retry when the look cannot be fetched (network) and retries', async () => {
    const { actor, lookCall } = start({ fetchLook: true })
    lookCall.calls[0].reject({ kind: 'network' })
    await settle()
    expect(actor.getSnapshot().matches('lookFailed')).toBe(true)
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches('loadingLook')).toBe(true)
    expect(lookCall.calls).toHaveLength(2)
  })

  it('gives up on a call that never answers after the no-response time', () => {
    const { actor, clock } = start({ fetchLook: true })
    clock.increment(WIDGET.NO_RESPONSE_MS - 1)
    expect(actor.getSnapshot().matches('loadingLook')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('lookFailed')).toBe(true)
  })

  it('starts afresh when the remembered conversation no longer exists', async () => {
    const { actor, historyCall, spies } = start({ conversation: { id: 5, token: 'old' } })
    historyCall.calls[0].reject({ kind: 'notFound' })
    await settle()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.conversation).toBeNull()
    expect(spies.forgetStoredConversation).toHaveBeenCalled()
  })

  it('says so when the conversation a viewer is bound to is gone', async () => {
    const { actor, historyCall } = start({ conversation: { id: 5, token: null }, bound: true })
    historyCall.calls[0].reject({ kind: 'notFound' })
    await settle()
    expect(actor.getSnapshot().matches('unavailable')).toBe(true)
    expect(actor.getSnapshot().context.unavailable).toBe('conversation')
  })

  it('keeps the history-failed visitor able to retry or start a new conversation', async () => {
    const { actor, historyCall, spies } = start({ conversation: { id: 5, token: 't' } })
    historyCall.calls[0].reject({ kind: 'network' })
    await settle()
    expect(actor.getSnapshot().matches('historyFailed')).toBe(true)
    actor.send({ type: 'RETRY' })
    expect(historyCall.calls).toHaveLength(2)
    historyCall.calls[1].reject({ kind: 'network' })
    await settle()
    actor.send({ type: 'CLEAR' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.conversation).toBeNull()
    expect(spies.forgetStoredConversation).toHaveBeenCalled()
  })

  it('a network failure keeps the message; Retry resends the same text in the same conversation', async () => {
    const { actor, historyCall, streams, lastStream } = start({ conversation: { id: 5, token: 't' } })
    historyCall.calls[0].resolve([])
    await settle()
    actor.send({ type: 'SEND', text: 'Còn hàng không?' })
    lastStream().sendBack({ type: 'DELTA', text: 'Dạ' })
    lastStream().sendBack({ type: 'REPLY_FAILED', error: { kind: 'network' } })
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ reply: '', failure: { kind: 'network' }, pendingQuery: 'Còn hàng không?' })
    expect(actor.getSnapshot().context.messages).toEqual([{ role: 'user', content: 'Còn hàng không?' }])

    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches({ ready: { replying: 'sending' } })).toBe(true)
    expect(streams).toHaveLength(2)
    expect(lastStream().input).toEqual({ conversation: { id: 5, token: 't' }, query: 'Còn hàng không?' })
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it("shows the server's own words when the stream reports an error, and a failed creation offers Retry", async () => {
    const { actor, createCall, lastStream } = start()
    actor.send({ type: 'SEND', text: 'hi' })
    createCall.calls[0].reject({ kind: 'network' })
    await settle()
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' })
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches({ ready: 'creatingConversation' })).toBe(true)
    createCall.calls[1].resolve({ id: 9, token: 't' })
    await settle()
    lastStream().sendBack({ type: 'REPLY_FAILED', error: { kind: 'server', message: 'Câu hỏi quá dài' } })
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'server', message: 'Câu hỏi quá dài' })
  })

  it('a deleted conversation makes Retry start a new one; a bot that stopped taking visitors is unavailable', async () => {
    const first = start({ conversation: { id: 5, token: 't' } })
    first.historyCall.calls[0].resolve([])
    await settle()
    first.actor.send({ type: 'SEND', text: 'hi' })
    first.lastStream().sendBack({ type: 'REPLY_FAILED', error: { kind: 'notFound' } })
    expect(first.actor.getSnapshot().context).toMatchObject({ conversation: null, failure: { kind: 'conversationLost' } })
    expect(first.spies.forgetStoredConversation).toHaveBeenCalled()
    first.actor.send({ type: 'RETRY' })
    expect(first.actor.getSnapshot().matches({ ready: 'creatingConversation' })).toBe(true)
    first.createCall.calls[0].reject({ kind: 'notFound' })
    await settle()
    expect(first.actor.getSnapshot().matches('unavailable')).toBe(true)

    const second = start({ conversation: { id: 5, token: 't' } })
    second.historyCall.calls[0].resolve([])
    await settle()
    second.actor.send({ type: 'SEND', text: 'hi' })
    second.lastStream().sendBack({ type: 'REPLY_FAILED', error: { kind: 'inactive' } })
    expect(second.actor.getSnapshot().matches('unavailable')).toBe(true)
  })

  it('a reply that stops arriving fails after the no-response time, counted from the last chunk', async () => {
    const { actor, clock, historyCall, lastStream } = start({ conversation: { id: 5, token: 't' } })
    historyCall.calls[0].resolve([])
    await settle()
    actor.send({ type: 'SEND', text: 'hi' })
    clock.increment(WIDGET.NO_RESPONSE_MS - 1)
    lastStream().sendBack({ type: 'DELTA', text: 'a' })
    clock.increment(WIDGET.NO_RESPONSE_MS - 1)
    lastStream().sendBack({ type: 'DELTA', text: 'b' })
    clock.increment(WIDGET.NO_RESPONSE_MS - 1)
    expect(actor.getSnapshot().matches({ ready: { replying: 'streaming' } })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' })
    expect(lastStream().stopped).toBe(true)
  })

  it('clear() drops a reply in flight and forgets the conversation', async () => {
    const { actor, historyCall, lastStream, spies } = start({ conversation: { id: 5, token: 't' } })
    historyCall.calls[0].resolve([{ role: 'user', content: 'x' }])
    await settle()
    actor.send({ type: 'SEND', text: 'hi' })
    lastStream().sendBack({ type: 'DELTA', text: 'part' })
    actor.send({ type: 'CLEAR' })
    expect(lastStream().stopped).toBe(true)
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ conversation: null, messages: [], reply: '', pendingQuery: null })
    expect(spies.forgetStoredConversation).toHaveBeenCalled()
  })

  it('an unsaved bot shows its look only, and follows look updates', () => {
    const { actor } = start({ canChat: false, fetchLook: true })
    expect(actor.getSnapshot().matches('previewOnly')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SEND', text: 'hi' })).toBe(false)
    actor.send({ type: 'UPDATE_LOOK', look: { name: 'New name', colors: { header: '#000000' } } })
    expect(actor.getSnapshot().context.look).toMatchObject({ name: 'New name', colors: { ...look.colors, header: '#000000' } })
  })
})

describe('widget conversation machine, model-based', () => {
  const idle = fromPromise(() => new Promise<never>(() => {})) as never
  const machine = widgetConversationMachine.provide({
    actors: { fetchLook: idle, fetchHistory: idle, createConversation: idle, streamReply: fromCallback(() => {}) as never },
  })

  it('reaches every state (previewOnly from an unsaved bot)', () => {
    const reached = (input: WidgetConversationInput) =>
      shortestPaths(machine, { ...samples, input }).flatMap((path) => [path.target, ...path.steps.map((step) => step.state)])
    const names = new Set([...reached(sampleInput), ...reached({ ...sampleInput, canChat: false })])
    const prefixes = new Set([...names].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    // `starting` is transient: it is left at once for the first real step.
    const stable = allStateNames(machine).filter((name) => name !== 'starting')
    expect(stable.filter((name) => !prefixes.has(name))).toEqual([])
  })

  const paths = transitionPaths(machine, samples)
  it('has a path for every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(30)
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type}${'error' in last.event ? ` ${JSON.stringify(last.event.error)}` : ''}--> ${last.next}`, () =>
      replayPath(machine, path, samples.input))
  }
})
