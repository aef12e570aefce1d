/**
 * The markdown of replies, rendered as DOM nodes built one by one: text only ever goes in as text
 * nodes, so no reply can inject markup or script. Supported: paragraphs and line breaks, `-`/`*`
 * and numbered lists, `#` headings (shown bold), **bold**, *italic*, `code`, [links](https://…)
 * and bare http(s) addresses. Links open in a new tab with rel="noopener noreferrer"; any other
 * scheme (javascript:, data:, relative) is shown as plain text.
 */
const INLINE =
  /\*\*(.+?)\*\*|\*([^\s*](?:[^*]*[^\s*])?)\*|`([^`]+)`|\[([^\]]+)\]\(([^()\s]+)\)|(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/g
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/
const HEADING = /^#{1,6}\s+(.*)$/

export function safeHref(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function link(doc: Document, href: string, text: string): HTMLAnchorElement {
  const anchor = doc.createElement('a')
  anchor.setAttribute('href', href)
  anchor.setAttribute('target', '_blank')
  anchor.setAttribute('rel', 'noopener noreferrer')
  anchor.textContent = text
  return anchor
}

function wrap(doc: Document, tag: 'strong' | 'em', text: string): HTMLElement {
  const element = doc.createElement(tag)
  appendInline(doc, element, text)
  return element
}

function appendInline(doc: Document, parent: HTMLElement, text: string): void {
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, italic, code, linkText, href, bare] = match
    parent.append(text.slice(last, match.index))
    if (bold !== undefined) parent.append(wrap(doc, 'strong', bold))
    else if (italic !== undefined) parent.append(wrap(doc, 'em', italic))
    else if (code !== undefined) {
      const element = doc.createElement('code')
      element.textContent = code
      parent.append(element)
    } else if (linkText !== undefined) {
      const url = safeHref(href)
      if (url) parent.append(link(doc, url, linkText))
      else appendInline(doc, parent, linkText)
    } else {
      const url = safeHref(bare)
      parent.append(url ? link(doc, url, bare) : bare)
    }
    last = (match.index ?? 0) + whole.length
  }
  parent.append(text.slice(last))
}

export function renderMarkdown(source: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment()
  let paragraph: HTMLElement | null = null
  let list: HTMLElement | null = null
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (!line.trim()) {
      paragraph = list = null
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol'
      if (!list || list.tagName.toLowerCase() !== tag) {
        list = doc.createElement(tag)
        if (numbered && numbered[1] !== '1') list.setAttribute('start', String(Number(numbered[1])))
        fragment.append(list)
      }
      const item = doc.createElement('li')
      appendInline(doc, item, bullet ? bullet[1] : numbered![2])
      list.append(item)
      paragraph = null
      continue
    }
    list = null
    const heading = HEADING.exec(line)
    if (heading) {
      const block = doc.createElement('p')
      block.append(wrap(doc, 'strong', heading[1]))
      fragment.append(block)
      paragraph = null
      continue
    }
    if (paragraph) paragraph.append(doc.createElement('br'))
    else fragment.append((paragraph = doc.createElement('p')))
    appendInline(doc, paragraph, line)
  }
  return fragment
}
