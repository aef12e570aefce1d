import { decodeEntities } from './entities'

/** What knowledge and link discovery need from an HTML page. */
export interface HtmlPage {
  title: string
  /** The readable main text, one block per line. */
  text: string
  /** Every `<a href>` as written (entities decoded), in page order. */
  links: string[]
  /** The page's `<base href>`, if any. */
  base: string | null
}

/** Elements whose content is never text. */
const RAW_TEXT = /<(script|style|noscript|template|svg|iframe|textarea|canvas|object|math)\b[\s\S]*?<\/\1\s*>/gi
/** Page furniture dropped wherever it is. */
const ALWAYS_DROPPED = new Set(['nav', 'aside', 'form', 'button', 'select', 'dialog', 'menu'])
/** Dropped when the text comes from the whole body (inside <main>/<article> they belong to the content). */
const DROPPED_IN_BODY = new Set(['header', 'footer'])
const DROPPED_ROLES = /\brole\s*=\s*["']?(navigation|banner|contentinfo|search|menu|dialog)\b/i
const HIDDEN = /\s(hidden(\s|=|\/?$)|aria-hidden\s*=\s*["']?true)/i
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const BLOCK = new Set(
  'address article blockquote br dd div dl dt figcaption figure h1 h2 h3 h4 h5 h6 hr li main ol p pre section table tr ul header footer caption summary details'.split(' '),
)
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/g

const inlineText = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim()

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim() : null
}

/** The inner HTML of each `<name>` element (nesting of the same tag respected), outermost ones. */
function elements(html: string, name: string): string[] {
  const found: string[] = []
  let depth = 0
  let start = 0
  for (const tag of html.matchAll(TAG)) {
    if (tag[2].toLowerCase() !== name) continue
    if (!tag[1]) {
      if (depth++ === 0) start = tag.index! + tag[0].length
    } else if (depth > 0 && --depth === 0) {
      found.push(html.slice(start, tag.index))
    }
  }
  if (depth > 0) found.push(html.slice(start))
  return found
}

/** The region the readable text comes from: <main>, else the largest <article>, else <body>. */
function contentRegion(html: string): { html: string; whole: boolean } {
  const main = elements(html, 'main')[0]
  if (main !== undefined) return { html: main, whole: false }
  const articles = elements(html, 'article')
  if (articles.length) return { html: articles.reduce((a, b) => (inlineText(b).length > inlineText(a).length ? b : a)), whole: false }
  const body = elements(html, 'body')[0] ?? html.replace(/<head\b[\s\S]*?<\/head>/i, '')
  return { html: body, whole: true }
}

/** The visible text of a region, one block per line, without page furniture. */
function readableText(html: string, whole: boolean): string {
  let out = ''
  let skipping: { name: string; depth: number } | null = null
  let last = 0
  for (const tag of html.matchAll(TAG)) {
    if (!skipping) out += html.slice(last, tag.index)
    last = tag.index! + tag[0].length
    const closing = Boolean(tag[1])
    const name = tag[2].toLowerCase()
    if (skipping) {
      if (name === skipping.name && !VOID.has(name) && !tag[3].endsWith('/')) skipping.depth += closing ? -1 : 1
      if (skipping.depth === 0) skipping = null
      continue
    }
    if (!closing && !VOID.has(name) && !tag[3].endsWith('/')) {
      const dropped = ALWAYS_DROPPED.has(name) || (whole && DROPPED_IN_BODY.has(name)) || DROPPED_ROLES.test(tag[3]) || HIDDEN.test(tag[3])
      if (dropped) {
        skipping = { name, depth: 1 }
        continue
      }
    }
    // Blocks start a line; inline tags and table cells only separate words.
    out += BLOCK.has(name) ? '\n' : ' '
  }
  if (!skipping) out += html.slice(last)
  return decodeEntities(out)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * Reads an HTML page: its title (<title>, else og:title, else the first <h1>), its readable main
 * text (scripts, styles, navigation, forms and asides dropped, and the body's header and footer
 * when there is no <main> or <article>), and its links.
 */
export function readHtml(source: string): HtmlPage {
  const html = source.replace(/<!--[\s\S]*?-->/g, ' ').replace(RAW_TEXT, ' ')
  const head = elements(html, 'head')[0] ?? html
  const ogTitle = /<meta\b[^>]*property\s*=\s*["']og:title["'][^>]*>/i.exec(head)?.[0]
  const title =
    inlineText(elements(html, 'title')[0] ?? '') || (ogTitle ? (attribute(ogTitle, 'content') ?? '') : '') || inlineText(elements(html, 'h1')[0] ?? '')
  const baseTag = /<base\b[^>]*>/i.exec(head)?.[0]
  const links: string[] = []
  for (const anchor of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(anchor[0], 'href')
    if (href) links.push(href)
  }
  const region = contentRegion(html)
  return { title, text: readableText(region.html, region.whole), links, base: baseTag ? attribute(baseTag, 'href') : null }
}
