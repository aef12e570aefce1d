import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { isHttpUrl, knowledgeSingleCrawlMachine, type CrawlRequest, type CrawlResult } from '../../machines/knowledge-single-crawl.machine'
import { transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { samples } from '../model/samples/knowledge-single-crawl.samples'
import { statesNotReached } from '../unit/knowledge-ui/support/reached-states'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const pending = () => new Promise<CrawlResult>(() => {})
const URL = 'https://spa.example/gioi-thieu'

function start(crawlPage: (request: CrawlRequest) => Promise<CrawlResult>) {
  const spies = { reloadKnowledge: vi.fn(), recentReloads: vi.fn() }
  // The recent-crawls list stands in as a machine that counts its RELOADs.
  const recentCrawls = createMachine({ on: { RELOAD: { actions: () => spies.recentReloads() } } })
  const actor = createActor(
    knowledgeSingleCrawlMachine.provide({
      actors: { crawlPage: fromPromise(({ input }) => crawlPage(input)), recentCrawls: recentCrawls as never },
      actions: { reloadKnowledge: spies.reloadKnowledge },
    }),
    { input: { chatbotId: 3 } },
  ).start()
  actor.send({ type: 'OPEN' })
  return { actor, spies }
}

describe('single-link crawl machine', () => {
  it('Start Crawl does nothing while the URL box is empty', () => {
    const crawl = vi.fn(pending)
    const { actor } = start(crawl)
    actor.send({ type: 'CHANGE_TYPE', contentType: 'product' })
    expect(actor.getSnapshot().can({ type: 'START', token: 'a' })).toBe(false)
    actor.send({ type: 'START', token: 'a' })
    expect(actor.getSnapshot().matches({ open: { result: 'none' } })).toBe(true)
  })

  it('a URL without a type, or a blank URL, asks for both and sends nothing', () => {
    const crawl = vi.fn(pending)
    const { actor } = start(crawl)
    actor.send({ type: 'CHANGE_URL', url: URL })
    actor.send({ type: 'START', token: 'a' })
    expect(actor.getSnapshot().matches({ open: { result: 'incomplete' } })).toBe(true)
    actor.send({ type: 'CHANGE_TYPE', contentType: 'product' })
    actor.send({ type: 'CHANGE_URL', url: '   ' })
    actor.send({ type: 'START', token: 'a' })
    expect(actor.getSnapshot().matches({ open: { result: 'incomplete' } })).toBe(true)
    expect(crawl).not.toHaveBeenCalled()
  })

  it('an address that is not http(s) is refused before anything is sent', () => {
    const crawl = vi.fn(pending)
    const { actor } = start(crawl)
    actor.send({ type: 'CHANGE_TYPE', contentType: 'product' })
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'www.spa.example', 'ftp://spa.example/a']) {
      actor.send({ type: 'CHANGE_URL', url })
      actor.send({ type: 'START', token: 'a' })
      expect(actor.getSnapshot().matches({ open: { form: 'notHttp', result: 'notHttp' } }), url).toBe(true)
    }
    expect(crawl).not.toHaveBeenCalled()
    expect(isHttpUrl(' https://spa.example/a ')).toBe(true)
    expect(isHttpUrl('http://')).toBe(false)
  })

  it('without a stored token nothing is sent', () => {
    const crawl = vi.fn(pending)
    const { actor } = start(crawl)
    actor.send({ type: 'CHANGE_URL', url: URL })
    actor.send({ type: 'CHANGE_TYPE', contentType: 'product' })
    actor.send({ type: 'START', token: null })
    expect(actor.getSnapshot().matches({ open: { result: 'noToken' } })).toBe(true)
    expect(crawl).not.toHaveBeenCalled()
  })

  it('success empties the URL and reloads the recent crawls and the knowledge; the type stays', async () => {
    const crawl = vi.fn(async () => ({}) as CrawlResult)
    const { actor, spies } = start(crawl)
    actor.send({ type: 'CHANGE_URL', url: ` ${URL} ` })
    actor.send({ type: 'CHANGE_TYPE', contentType: 'about_company' })
    actor.send({ type: 'START', token: 'access' })
    expect(crawl).toHaveBeenCalledWith({ chatbotId: 3, url: URL, type: 'about_company', token: 'access' })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'CHANGE_URL', url: 'https://other.example/' })
    expect(actor.getSnapshot().context.url).toBe(` ${URL} `)
    await settle()
    expect(actor.getSnapshot().matches({ open: { form: 'noUrl', result: 'succeeded' } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ url: '', type: 'about_company' })
    expect(spies.recentReloads).toHaveBeenCalledTimes(1)
    expect(spies.reloadKnowledge).toHaveBeenCalledTimes(1)
  })

  it('a failure keeps what was typed and remembers the message (none when there was none)', async () => {
    let failure: unknown = { message: 'Không thể crawl trang: HTTP 404' }
    const { actor, spies } = start(async () => {
      throw failure
    })
    actor.send({ type: 'CHANGE_URL', url: URL })
    actor.send({ type: 'CHANGE_TYPE', contentType: 'product' })
    actor.send({ type: 'START', token: 'a' })
    await settle()
    expect(actor.getSnapshot().matches({ open: { form: 'complete', result: 'failed' } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ url: URL, failure: 'Không thể crawl trang: HTTP 404' })
    expect(spies.reloadKnowledge).not.toHaveBeenCalled()
    failure = { message: null }
    actor.send({ type: 'START', token: 'a' })
    await settle()
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})

describe('single-link crawl machine, model-based', () => {
  const machine = knowledgeSingleCrawlMachine.provide({ actors: { crawlPage: fromPromise(pending) } })
  it('reaches every state', () => expect(statesNotReached(machine, samples)).toEqual([]))
  const paths = transitionPaths(machine, samples)
  it('has a path for every transition of the spec', () => {
    const taken = new Set(paths.map((path) => path.steps.at(-1)!).map((step) => `${step.state} ${step.event.type} ${step.next}`))
    for (const expected of [
      'closed OPEN open.form.noUrl + result.none',
      'open.form.noUrl + result.none CHANGE_URL open.form.incomplete + result.none',
      'open.form.incomplete + result.none START open.form.incomplete + result.incomplete',
      'open.form.notHttp + result.none START open.form.notHttp + result.notHttp',
      'open.form.complete + result.none START open.form.complete + result.noToken',
      'open.form.complete + result.none START open.form.complete + result.crawling',
      'open.form.complete + result.crawling xstate.done.actor.crawlPage open.form.noUrl + result.succeeded',
      'open.form.complete + result.crawling xstate.error.actor.crawlPage open.form.complete + result.failed',
      'open.form.noUrl + result.none CLOSE closed',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () => replayPath(machine, path, samples.input))
  }
})
