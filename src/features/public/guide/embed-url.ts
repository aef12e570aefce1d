/** A video id as the video site writes it: eleven letters, digits, '-' or '_'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])

/**
 * The embed address of a video-site link (000 §2 "Guide"): the id is taken from a watch link
 * (`https://www.youtube.com/watch?v=ID&t=42s`) or a short link (`https://youtu.be/ID?si=…`), other
 * parameters are ignored, and anything else — no link, another site, no id — gives ''.
 */
export function embedUrlFromVideoLink(link: string | null | undefined): string {
  const id = videoIdOf(link)
  return id ? `https://www.youtube.com/embed/${id}` : ''
}

function videoIdOf(link: string | null | undefined): string | null {
  const text = (link ?? '').trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  let id: string | null = null
  if (WATCH_HOSTS.has(host) && url.pathname === '/watch') id = url.searchParams.get('v')
  else if (SHORT_HOSTS.has(host)) id = url.pathname.split('/')[1] ?? null
  return id && VIDEO_ID.test(id) ? id : null
}
