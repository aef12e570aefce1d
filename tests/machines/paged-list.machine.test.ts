import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createPagedListMachine, lastPageOf, type PageRequest, type PageResult } from '../../machines/paged-list.machine'
import { allStateNames, shortestPaths, transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/paged-list.samples'

type Row = { id: number }
const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }))

/** A list of `total` rows served 10 (or the asked size) a page, like the backend does. */
function serve(total: () => number) {
  return vi.fn(async ({ page, pageSize }: PageRequest<{ chatbotId: number } | null>): Promise<PageResult<Row>> => {
    const start = (page - 1) * pageSize
    return { items: rows(start + 1, Math.max(0, Math.min(pageSize, total() - start))), total: total() }
  })
}

function start(load: (request: PageRequest<{ chatbotId: number } | null>) => Promise<PageResult<Row>>, page?: number) {
  const logLoadError = vi.fn()
  const machine = createPagedListMachine<Row, { chatbotId: number } | null>().provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
    actions: { logLoadError: (_, params) => logLoadError(params.error) },
  })
  const actor = createActor(machine, { input: { pageSize: 10, page, params: null } }).start()
  return { actor, logLoadError }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('paged list machine', () => {
  it('loads page 1 at the given page size and shows its items and the total', async () => {
    const load = serve(() => 23)
    const { actor } = start(load)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    expect(load).toHaveBeenCalledWith({ page: 1, pageSize: 10, params: null })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ total: 23, page: 1 })
    expect(actor.getSnapshot().context.items).toHaveLength(10)
  })

  it('moves to a page that exists, and ignores page 0 or a page starting beyond the total', async () => {
    const load = serve(() => 23)
    const { actor } = start(load)
    await settle()
    actor.send({ type: 'GO_TO_PAGE', page: 3 })
    await settle()
    expect(actor.getSnapshot().context.items.map((row) => row.id)).toEqual([21, 22, 23])
    actor.send({ type: 'GO_TO_PAGE', page: 4 })
    actor.send({ type: 'GO_TO_PAGE', page: 0 })
    actor.send({ type: 'GO_TO_PAGE', page: 1.5 })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a new filter or page size goes back to page 1', async () => {
    const load = serve(() => 45)
    const { actor } = start(load)
    await settle()
    actor.send({ type: 'GO_TO_PAGE', page: 3 })
    await settle()
    actor.send({ type: 'SET_PARAMS', params: { chatbotId: 2 } })
    expect(load).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, params: { chatbotId: 2 } })
    await settle()
    actor.send({ type: 'GO_TO_PAGE', page: 2 })
    actor.send({ type: 'SET_PAGE_SIZE', pageSize: 20 })
    expect(load).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, params: { chatbotId: 2 } })
  })

  it('shows the empty state when there is nothing at all', async () => {
    const { actor } = start(serve(() => 0))
    await settle()
    expect(actor.getSnapshot().matches('empty')).toBe(true)
  })

  it('after the last item of the last page is deleted, a reload shows the new last page', async () => {
    let total = 21
    const load = serve(() => total)
    const { actor } = start(load)
    await settle()
    actor.send({ type: 'GO_TO_PAGE', page: 3 })
    await settle()
    total = 20
    actor.send({ type: 'RELOAD' })
    await settle()
    await settle()
    expect(load).toHaveBeenLastCalledWith({ page: 2, pageSize: 10, params: null })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(actor.getSnapshot().context.page).toBe(2)
  })

  it('a page asked for beyond the end (e.g. from the address) shows the last page instead', async () => {
    const load = serve(() => 12)
    const { actor } = start(load, 9)
    await settle()
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, total: 12 })
  })

  it('a failed load is logged, leaves an empty list with total 0, and RELOAD retries', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch')
      return { items: rows(1, 2), total: 2 }
    })
    const { actor, logLoadError } = start(load)
    await settle()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ items: [], total: 0 })
    expect(logLoadError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch' }))
    fail = false
    actor.send({ type: 'RELOAD' })
    await settle()
    expect(actor.getSnapshot().matches('showing')).toBe(true)
  })

  it('counts the last page as 1 for an empty list', () => {
    expect([lastPageOf(0, 10), lastPageOf(10, 10), lastPageOf(11, 10)]).toEqual([1, 1, 2])
  })
})

describe('paged list machine, model-based', () => {
  const never = fromPromise(() => new Promise<never>(() => {})) as never
  const machine = createPagedListMachine<Row, unknown>().provide({ actors: { loadPage: never } })

  it('reaches every state', () => {
    const reached = new Set(shortestPaths(machine, samples).map((path) => path.target))
    expect(allStateNames(machine).filter((name) => !reached.has(name))).toEqual([])
  })

  const paths = transitionPaths(machine, samples)
  it('has a path for every transition', () => {
    // loading: 3 results, beyond-end reload, error; every state: page (2 allowed from showing), size, filter, reload.
    expect(paths.length).toBeGreaterThanOrEqual(16)
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () =>
      replayPath(machine, path, samples.input))
  }
})
