/**
 * A server-sent-events reader (the subset POST /chat-stream uses): events are separated by a blank
 * line, `data:` lines of one event are joined with '\n', other fields and `:` comments are ignored.
 * Chunks may split anywhere: inside a line, inside a "\r\n", or inside a UTF-8 character.
 */
export function createSseParser(onData: (data: string) => void) {
  const decoder = new TextDecoder()
  let buffer = ''
  let data: string[] = []
  let pendingCr = false

  const line = (text: string) => {
    if (text === '') {
      if (data.length) onData(data.join('\n'))
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
  }

  const feed = (text: string) => {
    // A "\r\n" split across two chunks is still one line end.
    if (pendingCr && text.startsWith('\n')) text = text.slice(1)
    pendingCr = false
    buffer += text
    let start = 0
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i]
      if (char !== '\n' && char !== '\r') continue
      line(buffer.slice(start, i))
      if (char === '\r') {
        if (i + 1 === buffer.length) pendingCr = true
        else if (buffer[i + 1] === '\n') i++
      }
      start = i + 1
    }
    buffer = buffer.slice(start)
  }

  return {
    push(chunk: Uint8Array | string) {
      feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }))
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      feed(decoder.decode())
      if (buffer) line(buffer)
      buffer = ''
      line('')
    },
  }
}
