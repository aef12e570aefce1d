import { describe, expect, it } from 'vitest'
import { createSseParser } from '../../../src/widget/sse'

function parse(chunks: (string | Uint8Array)[]) {
  const events: string[] = []
  const parser = createSseParser((data) => events.push(data))
  for (const chunk of chunks) parser.push(chunk)
  parser.end()
  return events
}

const stream = 'data: {"type":"delta","content":"Miễn phí "}\n\ndata: {"type":"delta","content":"giao hàng"}\n\ndata: {"type":"done","message_id":9}\n\n'

describe('server-sent events from /chat-stream', () => {
  it('reads every event of a whole stream', () => {
    expect(parse([stream]).map((data) => JSON.parse(data))).toEqual([
      { type: 'delta', content: 'Miễn phí ' },
      { type: 'delta', content: 'giao hàng' },
      { type: 'done', message_id: 9 },
    ])
  })

  it('gives the same events whatever the chunk boundaries, mid-line and mid-character included', () => {
    const bytes = new TextEncoder().encode(stream)
    const expected = parse([stream])
    for (let size = 1; size <= 17; size++) {
      const chunks: Uint8Array[] = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size))
      expect(parse(chunks), `chunks of ${size} bytes`).toEqual(expected)
    }
  })

  it('accepts \\r\\n line ends, also split between chunks, and ignores comments and other fields', () => {
    const events = parse([': keep-alive\r\nevent: message\r\ndata: {"a":1}\r', '\n\r\n', 'id: 3\ndata:x\ndata: y\n\n'])
    expect(events).toEqual(['{"a":1}', 'x\ny'])
  })

  it('still reads a last event that lacks its blank line', () => {
    expect(parse(['data: {"type":"done","message_id":1}'])).toEqual(['{"type":"done","message_id":1}'])
  })
})
