import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { widgetPreviewMachine, type HostedWidgetConfig, type WidgetCommand } from '../../machines/widget-preview.machine'
import { CHATBOT } from '../../src/config/constants'
import { allStateNames, shortestPaths, transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { config, samples } from '../model/samples/widget-preview.samples'

/** A hosted widget whose load the test settles, with a fake widget that records its life. */
function start(known: Partial<HostedWidgetConfig> = config) {
  const loads: { input: Partial<HostedWidgetConfig>; resolve: (value: Partial<HostedWidgetConfig>) => void; reject: (reason: unknown) => void }[] = []
  const log: string[] = []
  const commands: WidgetCommand[] = []
  const machine = widgetPreviewMachine.provide({
    actors: {
      load: fromPromise<Partial<HostedWidgetConfig>, Partial<HostedWidgetConfig>>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject })),
      ),
      widget: fromCallback<WidgetCommand, HostedWidgetConfig>(({ input, receive }) => {
        log.push(`create ${input.chatbotId} ${input.name}`)
        receive((command) => commands.push(command))
        return () => log.push(`destroy ${input.chatbotId} ${input.name}`)
      }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { config: known }, clock })
  actor.start()
  return { actor, clock, loads, log, commands }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function ready(known: Partial<HostedWidgetConfig> = config) {
  const run = start(known)
  run.loads[0].resolve(known)
  await settle()
  return run
}

describe('widget preview machine (001 §4 Preview in editor, Public preview page)', () => {
  it('loads the script first, then creates the widget', async () => {
    const { actor, loads, log } = start()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(log).toEqual([])
    expect(loads[0].input).toEqual(config)
    loads[0].resolve(config)
    await settle()
    expect(actor.getSnapshot().matches({ ready: 'watching' })).toBe(true)
    expect(log).toEqual(['create 5 Hỗ trợ khách hàng'])
  })

  it('creates the preview page’s widget from the chatbot it loaded', async () => {
    const { actor, loads, log } = start({ chatbotId: 9 })
    loads[0].resolve({ ...config, chatbotId: 9, name: 'Spa' })
    await settle()
    expect(actor.getSnapshot().context.applied).toMatchObject({ chatbotId: 9, name: 'Spa' })
    expect(log).toEqual(['create 9 Spa'])
  })

  it('follows edits on the next 500 ms check, and only when something changed', async () => {
    const { actor, clock, commands } = await ready()
    clock.increment(CHATBOT.PREVIEW_POLL_MS * 3)
    expect(commands).toEqual([])
    actor.send({ type: 'CONFIG_CHANGED', config: { name: 'Shop Mai', colors: { header: '#000000' } } })
    clock.increment(CHATBOT.PREVIEW_POLL_MS - 1)
    expect(commands).toEqual([])
    clock.increment(1)
    expect(commands).toEqual([{ type: 'UPDATE', config: { ...config, name: 'Shop Mai', colors: { header: '#000000' } } }])
    clock.increment(CHATBOT.PREVIEW_POLL_MS * 4)
    expect(commands).toHaveLength(1)
  })

  it('Update Config applies the edits at once; Clear Chat clears the widget', async () => {
    const { actor, commands } = await ready()
    actor.send({ type: 'CONFIG_CHANGED', config: { welcomeMessage: 'Xin chào' } })
    actor.send({ type: 'UPDATE_CONFIG' })
    expect(commands).toEqual([{ type: 'UPDATE', config: { ...config, welcomeMessage: 'Xin chào' } }])
    actor.send({ type: 'CLEAR_CHAT' })
    expect(commands[1]).toEqual({ type: 'CLEAR' })
  })

  it('Refresh Config replaces the widget: the old one is destroyed before the new one is created', async () => {
    const { actor, log } = await ready()
    actor.send({ type: 'CONFIG_CHANGED', config: { name: 'Mới' } })
    actor.send({ type: 'REFRESH_CONFIG' })
    expect(log).toEqual(['create 5 Hỗ trợ khách hàng', 'destroy 5 Hỗ trợ khách hàng', 'create 5 Mới'])
    expect(actor.getSnapshot().matches({ ready: 'watching' })).toBe(true)
  })

  it('another chatbot (a bot just saved) gets a new widget on the next check', async () => {
    const { actor, clock, log, commands } = await ready({ ...config, chatbotId: null })
    actor.send({ type: 'CONFIG_CHANGED', config: { chatbotId: 12 } })
    clock.increment(CHATBOT.PREVIEW_POLL_MS)
    expect(log).toEqual(['create null Hỗ trợ khách hàng', 'destroy null Hỗ trợ khách hàng', 'create 12 Hỗ trợ khách hàng'])
    expect(commands).toEqual([])
  })

  it("says 'No chatbot ID provided' or 'Failed to load chatbot data', and retries the latter", async () => {
    const missing = start({ chatbotId: null })
    missing.loads[0].reject({ reason: 'missingId' })
    await settle()
    expect(missing.actor.getSnapshot().matches('failed')).toBe(true)
    expect(missing.actor.getSnapshot().context.error).toEqual({ reason: 'missingId' })

    const failing = start({ chatbotId: 404 })
    failing.loads[0].reject(new Error('HTTP 404'))
    await settle()
    expect(failing.actor.getSnapshot().context.error).toEqual({ reason: 'loadFailed' })
    failing.actor.send({ type: 'RETRY' })
    expect(failing.actor.getSnapshot().matches('loading')).toBe(true)
    expect(failing.loads).toHaveLength(2)
  })

  it('a widget that cannot be created is a load failure, not a crash', async () => {
    const machine = widgetPreviewMachine.provide({
      actors: {
        load: fromPromise<Partial<HostedWidgetConfig>, Partial<HostedWidgetConfig>>(async () => config),
        widget: fromCallback<WidgetCommand, HostedWidgetConfig>(() => {
          throw new Error('inline mode needs a container element')
        }),
      },
    })
    const actor = createActor(machine, { input: { config } })
    const errors = vi.fn()
    actor.subscribe({ error: errors })
    actor.start()
    await settle()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'loadFailed' })
    expect(errors).not.toHaveBeenCalled()
  })

  it('stopping the host destroys the widget', async () => {
    const { actor, log } = await ready()
    actor.stop()
    expect(log).toEqual(['create 5 Hỗ trợ khách hàng', 'destroy 5 Hỗ trợ khách hàng'])
  })
})

describe('widget preview machine, model-based', () => {
  const machine = widgetPreviewMachine.provide({
    actors: { load: fromPromise(() => new Promise<never>(() => {})) as never, widget: fromCallback(() => {}) as never },
  })

  it('reaches every state', () => {
    const reached = new Set(shortestPaths(machine, samples).flatMap((path) => [path.target, ...path.steps.map((step) => step.state)]))
    const prefixes = new Set([...reached].flatMap((name) => name.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))))
    expect(allStateNames(machine).filter((name) => !prefixes.has(name))).toEqual([])
  })

  const paths = transitionPaths(machine, samples)
  it('has a path for every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(9)
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    const { type, ...payload } = last.event
    const detail = 'config' in payload ? ` ${JSON.stringify(payload.config)}` : 'error' in payload ? ` ${JSON.stringify(payload.error)}` : ''
    it(`${last.state} --${type}${detail}--> ${last.next}`, () => replayPath(machine, path, samples.input))
  }
})
