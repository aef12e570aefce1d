import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import {
  knowledgeBulkCrawlMachine,
  toggledSelection,
  type BatchCrawlResult,
  type BatchRequest,
  type CrawlSocketCommand,
  type CrawlSocketEvent,
  type CreateListRequest,
} from '../../machines/knowledge-bulk-crawl.machine'
import { CRAWL } from '../../src/config/constants'
import { transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/knowledge-bulk-crawl.samples'
import { statesNotReached } from '../unit/knowledge-ui/support/reached-states'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const START_URL = 'http://127.0.0.1:5173/demo-site/'

interface Fakes {
  createList?: (request: CreateListRequest) => Promise<{ room: string }>
  crawlBatch?: (request: BatchRequest) => Promise<BatchCrawlResult>
}

function start(fakes: Fakes = {}) {
  const socket = { commands: [] as CrawlSocketCommand[], send: (_: CrawlSocketEvent) => {} }
  const reloads: Record<string, number> = {}
  const lists = { started: [] as string[], stopped: [] as string[] }
  // Each URL list stands in as a machine that notes its start, stop and RELOADs.
  const urlList = fromCallback<{ type: string }, { params: { status: string } }>(({ input, receive }) => {
    lists.started.push(input.params.status)
    receive(() => (reloads[input.params.status] = (reloads[input.params.status] ?? 0) + 1))
    return () => lists.stopped.push(input.params.status)
  })
  const spies = {
    notifyListCreated: vi.fn(),
    notifyCreateFailed: vi.fn(),
    notifyJoinFailed: vi.fn(),
    notifyDiscoveryFinished: vi.fn(),
    notifyDiscoveryFailed: vi.fn(),
    notifyBatchDone: vi.fn(),
    logBatchError: vi.fn(),
  }
  const createList = vi.fn(fakes.createList ?? (async () => ({ room: 'crawl-1' })))
  const crawlBatch = vi.fn(fakes.crawlBatch ?? (() => new Promise<BatchCrawlResult>(() => {})))
  const clock = new SimulatedClock()
  const actor = createActor(
    knowledgeBulkCrawlMachine.provide({
      actors: {
        urlList: urlList as never,
        createList: fromPromise(({ input }) => createList(input)),
        crawlBatch: fromPromise(({ input }) => crawlBatch(input)),
        crawlSocket: fromCallback<CrawlSocketCommand>(({ sendBack, receive }) => {
          socket.send = (event) => sendBack(event)
          receive((command) => socket.commands.push(command))
        }),
      },
      actions: {
        notifyListCreated: spies.notifyListCreated,
        notifyCreateFailed: (_, { error }) => spies.notifyCreateFailed(error),
        notifyJoinFailed: spies.notifyJoinFailed,
        notifyDiscoveryFinished: (_, { found }) => spies.notifyDiscoveryFinished(found),
        notifyDiscoveryFailed: (_, { error }) => spies.notifyDiscoveryFailed(error),
        notifyBatchDone: (_, { result }) => spies.notifyBatchDone(result),
        logBatchError: (_, { error }) => spies.logBatchError(error),
      },
    }),
    { input: { chatbotId: 3 }, clock },
  ).start()
  return { actor, clock, socket, reloads, lists, spies, createList, crawlBatch }
}

async function createList(env: ReturnType<typeof start>, url = START_URL) {
  env.actor.send({ type: 'OPEN_NEW_LIST' })
  env.actor.send({ type: 'CHANGE_START_URL', url })
  env.actor.send({ type: 'CREATE_LIST' })
  await settle()
}

describe('bulk crawl machine: the modal and its lists', () => {
  it('opening loads the success, waiting and failed lists; closing stops them', () => {
    const env = start()
    expect(env.lists.started).toEqual([])
    env.actor.send({ type: 'OPEN' })
    expect(env.lists.started).toEqual(['success', 'waiting', 'failed'])
    expect(env.actor.getSnapshot().context.activeTab).toBe('waiting')
    env.actor.send({ type: 'CLOSE' })
    expect(env.lists.stopped).toEqual(['success', 'waiting', 'failed'])
  })

  it(`the lists reload every ${CRAWL.LIST_REFRESH_MS / 1000} s while the modal is open, and not after`, () => {
    const env = start()
    env.actor.send({ type: 'OPEN' })
    env.clock.increment(CRAWL.LIST_REFRESH_MS - 1)
    expect(env.reloads).toEqual({})
    env.clock.increment(1)
    expect(env.reloads).toEqual({ success: 1, waiting: 1, failed: 1 })
    env.clock.increment(CRAWL.LIST_REFRESH_MS)
    expect(env.reloads.waiting).toBe(2)
    env.actor.send({ type: 'CLOSE' })
    env.clock.increment(CRAWL.LIST_REFRESH_MS * 3)
    expect(env.reloads.waiting).toBe(2)
    // Reopening starts the lists afresh rather than reusing the stopped ones.
    expect(env.lists.started).toHaveLength(3)
  })
})

describe('bulk crawl machine: a new list', () => {
  it('Create is impossible while the start URL is empty, blank or not an http(s) address', () => {
    const env = start()
    env.actor.send({ type: 'OPEN_NEW_LIST' })
    expect(env.actor.getSnapshot().can({ type: 'CREATE_LIST' })).toBe(false)
    env.actor.send({ type: 'CHANGE_START_URL', url: '   ' })
    expect(env.actor.getSnapshot().can({ type: 'CREATE_LIST' })).toBe(false)
    env.actor.send({ type: 'CHANGE_START_URL', url: 'www.spa.example' })
    expect(env.actor.getSnapshot().matches({ newList: { editing: 'notHttp' } })).toBe(true)
    expect(env.actor.getSnapshot().can({ type: 'CREATE_LIST' })).toBe(false)
    env.actor.send({ type: 'CHANGE_START_URL', url: START_URL })
    expect(env.actor.getSnapshot().can({ type: 'CREATE_LIST' })).toBe(true)
  })

  it(`Create asks for a list of depth ${CRAWL.MAX_DEPTH}, joins its room, says so and closes; the banner starts`, async () => {
    const env = start()
    await createList(env, ` ${START_URL} `)
    expect(env.createList).toHaveBeenCalledWith({ chatbotId: 3, startUrl: START_URL, maxDepth: CRAWL.MAX_DEPTH })
    expect(env.socket.commands).toEqual([{ type: 'JOIN', room: 'crawl-1', previous: null }])
    expect(env.actor.getSnapshot().matches({ newList: 'joining' })).toBe(true)
    env.socket.send({ type: 'ROOM_JOINED', room: 'crawl-1' })
    expect(env.spies.notifyListCreated).toHaveBeenCalledTimes(1)
    expect(env.actor.getSnapshot().matches({ newList: 'closed', discovery: 'running' })).toBe(true)
    expect(env.actor.getSnapshot().context).toMatchObject({ room: 'crawl-1', crawlingUrl: START_URL, foundLinks: [] })
  })

  it('a second list leaves the first room and joins its own', async () => {
    let next = 1
    const env = start({ createList: async () => ({ room: `crawl-${next++}` }) })
    await createList(env)
    env.socket.send({ type: 'ROOM_JOINED', room: 'crawl-1' })
    await createList(env, 'http://127.0.0.1:5173/demo-site/lien-he.html')
    expect(env.socket.commands.at(-1)).toEqual({ type: 'JOIN', room: 'crawl-2', previous: 'crawl-1' })
    env.socket.send({ type: 'ROOM_JOINED', room: 'crawl-2' })
    expect(env.actor.getSnapshot().context).toMatchObject({ room: 'crawl-2', crawlingUrl: 'http://127.0.0.1:5173/demo-site/lien-he.html' })
  })

  it('a failed list creation says so and keeps the New List modal with its URL', async () => {
    const env = start({
      createList: async () => {
        throw { message: 'start_url must match pattern' }
      },
    })
    await createList(env)
    expect(env.spies.notifyCreateFailed).toHaveBeenCalledTimes(1)
    expect(env.actor.getSnapshot().matches({ newList: { editing: 'filled' } })).toBe(true)
    expect(env.actor.getSnapshot().context.startUrl).toBe(START_URL)
    expect(env.socket.commands).toEqual([])
  })

  it('a failed join is a connection error; no banner starts', async () => {
    const env = start()
    await createList(env)
    env.socket.send({ type: 'ROOM_JOIN_FAILED', room: 'crawl-1' })
    expect(env.spies.notifyJoinFailed).toHaveBeenCalledTimes(1)
    expect(env.actor.getSnapshot().matches({ newList: 'closed', discovery: 'idle' })).toBe(true)
    expect(env.actor.getSnapshot().context.room).toBeNull()
  })
})

describe('bulk crawl machine: live discovery', () => {
  it('each found link moves the banner to it and counts it once', async () => {
    const env = start()
    await createList(env)
    env.socket.send({ type: 'ROOM_JOINED', room: 'crawl-1' })
    for (const page of ['bang-gia.html', 'lien-he.html', 'bang-gia.html']) env.socket.send({ type: 'LINK_FOUND', url: `${START_URL}${page}` })
    expect(env.actor.getSnapshot().context.foundLinks).toEqual([`${START_URL}bang-gia.html`, `${START_URL}lien-he.html`])
    expect(env.actor.getSnapshot().context.crawlingUrl).toBe(`${START_URL}bang-gia.html`)
  })

  it('crawl_complete clears the banner, says how many were found and reloads the open lists', async () => {
    const env = start()
    env.actor.send({ type: 'OPEN' })
    await createList(env)
    env.socket.send({ type: 'ROOM_JOINED', room: 'crawl-1' })
    env.socket.send({ type: 'LINK_FOUND', url: `${START_URL}a.html` })
    env.socket.send({ type: 'DISCOVERY_COMPLETE', found: [`${START_URL}a.html`, `${START_URL}b.html`] })
    expect(env.actor.getSnapshot().matches({ discovery: 'idle' })).toBe(true)
    expect(env.actor.getSnapshot().context).toMatchObject({ crawlingUrl: null, foundLinks: [] })
    expect(env.spies.notifyDiscoveryFinished).toHaveBeenCalledWith(2)
    expect(env.reloads).toEqual({ success: 1, waiting: 1, failed: 1 })
  })

  it('crawl_error clears the banner and passes the error on', async () => {
    const env = start()
    await createList(env)
    env.socket.send({ type: 'ROOM_JOINED', room: 'crawl-1' })
    env.socket.send({ type: 'DISCOVERY_FAILED', error: 'The start page could not be fetched' })
    expect(env.actor.getSnapshot().context.crawlingUrl).toBeNull()
    expect(env.spies.notifyDiscoveryFailed).toHaveBeenCalledWith('The start page could not be fetched')
  })

  it('live events with no run under way change nothing', () => {
    const env = start()
    env.socket.send({ type: 'LINK_FOUND', url: `${START_URL}a.html` })
    env.socket.send({ type: 'ROOM_JOINED', room: 'stray' })
    expect(env.actor.getSnapshot().matches({ discovery: 'idle' })).toBe(true)
    expect(env.actor.getSnapshot().context.foundLinks).toEqual([])
  })
})

describe('bulk crawl machine: selection and the batch', () => {
  it('select-all ticks a page of waiting or failed URLs, and unticks it when all are ticked; success has none', () => {
    expect(toggledSelection([], { type: 'TOGGLE_PAGE', tab: 'waiting', ids: [1, 2] })).toEqual([1, 2])
    expect(toggledSelection([1, 2, 9], { type: 'TOGGLE_PAGE', tab: 'failed', ids: [1, 2] })).toEqual([9])
    expect(toggledSelection([1], { type: 'TOGGLE_PAGE', tab: 'waiting', ids: [1, 2] })).toEqual([1, 2])
    expect(toggledSelection([], { type: 'TOGGLE_PAGE', tab: 'success', ids: [1, 2] })).toBeNull()
    expect(toggledSelection([4], { type: 'TOGGLE_URL', id: 4 })).toEqual([])
  })

  it('start-crawl is impossible with nothing selected', () => {
    const env = start()
    env.actor.send({ type: 'OPEN' })
    expect(env.actor.getSnapshot().can({ type: 'START_BATCH' })).toBe(false)
    env.actor.send({ type: 'TOGGLE_URL', id: 41 })
    expect(env.actor.getSnapshot().can({ type: 'START_BATCH' })).toBe(true)
    env.actor.send({ type: 'TOGGLE_URL', id: 41 })
    expect(env.actor.getSnapshot().can({ type: 'START_BATCH' })).toBe(false)
  })

  it('the batch crawls the selected ids as the chosen type; meanwhile start-crawl is impossible', () => {
    const env = start()
    env.actor.send({ type: 'OPEN' })
    env.actor.send({ type: 'TOGGLE_PAGE', tab: 'waiting', ids: [41, 42] })
    env.actor.send({ type: 'SELECT_TAB', tab: 'failed' })
    env.actor.send({ type: 'TOGGLE_URL', id: 50 })
    env.actor.send({ type: 'SET_BATCH_TYPE', contentType: 'promotion' })
    env.actor.send({ type: 'START_BATCH' })
    expect(env.crawlBatch).toHaveBeenCalledWith({ chatbotId: 3, type: 'promotion', urls: [41, 42, 50] })
    expect(env.actor.getSnapshot().matches({ batch: 'running' })).toBe(true)
    expect(env.actor.getSnapshot().can({ type: 'START_BATCH' })).toBe(false)
  })

  it('when the batch returns: selections clear, running resets, lists reload and the result is reported', async () => {
    const result: BatchCrawlResult = {
      tasks: [
        { id: 41, url: `${START_URL}a.html`, status: 'success' },
        { id: 42, url: `${START_URL}b.html`, status: 'failed', error: 'HTTP 404' },
      ],
    }
    const env = start({ crawlBatch: async () => result })
    env.actor.send({ type: 'OPEN' })
    env.actor.send({ type: 'TOGGLE_PAGE', tab: 'waiting', ids: [41, 42] })
    env.actor.send({ type: 'START_BATCH' })
    await settle()
    expect(env.actor.getSnapshot().matches({ batch: 'idle', selection: 'none' })).toBe(true)
    expect(env.actor.getSnapshot().context.selected).toEqual([])
    expect(env.reloads).toEqual({ success: 1, waiting: 1, failed: 1 })
    expect(env.spies.notifyBatchDone).toHaveBeenCalledWith(result)
  })

  it('a failed batch only resets running: silent, the selection kept for another try', async () => {
    const env = start({
      crawlBatch: async () => {
        throw new Error('Failed to fetch')
      },
    })
    env.actor.send({ type: 'OPEN' })
    env.actor.send({ type: 'TOGGLE_URL', id: 41 })
    env.actor.send({ type: 'START_BATCH' })
    await settle()
    expect(env.actor.getSnapshot().matches({ batch: 'idle', selection: 'some' })).toBe(true)
    expect(env.spies.logBatchError).toHaveBeenCalledTimes(1)
    expect(env.spies.notifyBatchDone).not.toHaveBeenCalled()
    expect(env.reloads).toEqual({})
  })
})

describe('bulk crawl machine, model-based', () => {
  const machine = knowledgeBulkCrawlMachine.provide({
    actors: {
      createList: fromPromise(() => new Promise<{ room: string }>(() => {})),
      crawlBatch: fromPromise(() => new Promise<BatchCrawlResult>(() => {})),
      urlList: createMachine({}) as never,
    },
  })
  it('reaches every state', () => expect(statesNotReached(machine, samples)).toEqual([]))

  const paths = transitionPaths(machine, samples)
  const taken = new Set(
    paths
      .map((path) => path.steps.at(-1)!)
      .map((step) => {
        // Regions are compared one at a time: the region that moved, and how.
        const before = step.state.split(' + ')
        const after = step.next.split(' + ')
        return before.flatMap((region, i) => (region === after[i] ? [] : [`${region} ${step.event.type} ${after[i]}`]))
      })
      .flat(),
  )
  it('has a path for every transition of the spec', () => {
    for (const expected of [
      'modal.closed OPEN modal.open.polling',
      'modal.open.polling CLOSE modal.closed',
      'newList.closed OPEN_NEW_LIST newList.editing.empty',
      'newList.editing.empty CHANGE_START_URL newList.editing.filled',
      'newList.editing.filled CHANGE_START_URL newList.editing.empty',
      'newList.editing.filled CREATE_LIST newList.creating',
      'newList.editing.filled CANCEL_NEW_LIST newList.closed',
      'newList.creating xstate.done.actor.createList newList.joining',
      'newList.creating xstate.error.actor.createList newList.editing.filled',
      'newList.joining ROOM_JOINED newList.closed',
      'discovery.idle ROOM_JOINED discovery.running',
      'newList.joining ROOM_JOIN_FAILED newList.closed',
      'discovery.running DISCOVERY_COMPLETE discovery.idle',
      'discovery.running DISCOVERY_FAILED discovery.idle',
      'selection.none TOGGLE_URL selection.some',
      'selection.none TOGGLE_PAGE selection.some',
      'selection.some TOGGLE_URL selection.none',
      'selection.some TOGGLE_PAGE selection.none',
      'batch.idle START_BATCH batch.running',
      'batch.running xstate.done.actor.crawlBatch batch.idle',
      'selection.some xstate.done.actor.crawlBatch selection.none',
      'batch.running xstate.error.actor.crawlBatch batch.idle',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  it('the refresh timer fires only while the modal is open', () => {
    const timers = paths.map((path) => path.steps.at(-1)!).filter((step) => step.event.type.startsWith('xstate.after.LIST_REFRESH'))
    expect(timers.length).toBeGreaterThan(0)
    for (const step of timers) expect(step.state).toContain('modal.open.polling')
  })
  it(`replays all ${paths.length} transition paths`, () => {
    for (const path of paths) replayPath(machine, path, samples.input)
  })
})
