import { bypass, http, HttpResponse } from 'msw'
import { DEMO_SITE_NOT_FOUND_HTML } from '../shared/demo-site'

/** What the bundled demo website has at an address: a file, a redirect to its directory, or nothing. */
export type DemoSiteAnswer = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'missing' }

/**
 * The answer for `pathname` on the demo website stored under `base` (e.g. '/demo-site/') with
 * `files` (paths relative to it, '/'-separated), as the Node server gives it: a directory address
 * is its index.html, a directory without its trailing slash redirects, anything else is missing.
 */
export function resolveDemoSitePath(pathname: string, base: string, files: readonly string[]): DemoSiteAnswer {
  if (`${pathname}/` === base) return { kind: 'redirect', location: base }
  if (!pathname.startsWith(base)) return { kind: 'missing' }
  let path: string
  try {
    path = decodeURIComponent(pathname.slice(base.length))
  } catch {
    return { kind: 'missing' }
  }
  if (path.split('/').some((part) => part === '..' || part === '.')) return { kind: 'missing' }
  const file = path === '' || path.endsWith('/') ? `${path}index.html` : path
  if (files.includes(file)) return { kind: 'file', file }
  if (files.includes(`${path}/index.html`)) return { kind: 'redirect', location: `${pathname}/` }
  return { kind: 'missing' }
}


/**
 * The demo website in the zero-server build (decision 909). The build copies it next to the app,
 * but a static host answers a missing page with the app's index.html (its SPA fallback) and may not
 * serve a directory's index.html: so the page's crawler asks these handlers, which serve the
 * copied files by their real names and answer a real 404 for a page the site does not have.
 */
export function demoSiteHandlers(site: { path: string; files: readonly string[] }) {
  const serve = async ({ request }: { request: Request }) => {
    const answer = resolveDemoSitePath(new URL(request.url).pathname, site.path, site.files)
    if (answer.kind === 'redirect') return new HttpResponse(null, { status: 301, headers: { Location: answer.location } })
    if (answer.kind === 'missing') return HttpResponse.html(DEMO_SITE_NOT_FOUND_HTML, { status: 404 })
    const stored = await fetch(bypass(new URL(`${site.path}${answer.file}`, request.url)))
    return new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers: stored.headers })
  }
  return [http.get(site.path.slice(0, -1), serve), http.get(`${site.path}*`, serve)]
}
