import { fromCallback } from 'xstate'
import type { CrawlSocketCommand, CrawlSocketEvent } from '../../../../machines/knowledge-bulk-crawl.machine'

/** Stands in for src/features/knowledge/crawl-socket (`vi.mock`): the test plays the server. */
export const socketControl = {
  commands: [] as CrawlSocketCommand[],
  send: (_event: CrawlSocketEvent) => {},
  reset() {
    this.commands = []
    this.send = () => {}
  },
}

export function crawlSocketActor() {
  return fromCallback<CrawlSocketCommand>(({ sendBack, receive }) => {
    socketControl.send = (event) => sendBack(event)
    receive((command) => socketControl.commands.push(command))
  })
}
