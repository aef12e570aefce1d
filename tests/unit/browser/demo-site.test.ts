import { describe, expect, it } from 'vitest'
import { resolveDemoSitePath } from '../../../mock-server/browser/demo-site'

const FILES = ['index.html', 'gioi-thieu.html', 'san-pham/index.html', 'san-pham/croissant.html', 'files/thuc-don-mua-thu.pdf']
const at = (pathname: string) => resolveDemoSitePath(pathname, '/demo-site/', FILES)

describe('resolveDemoSitePath (the demo website in the zero-server build)', () => {
  it('serves files by name and directories by their index.html', () => {
    expect(at('/demo-site/')).toEqual({ kind: 'file', file: 'index.html' })
    expect(at('/demo-site/gioi-thieu.html')).toEqual({ kind: 'file', file: 'gioi-thieu.html' })
    expect(at('/demo-site/san-pham/')).toEqual({ kind: 'file', file: 'san-pham/index.html' })
    expect(at('/demo-site/files/thuc-don-mua-thu.pdf')).toEqual({ kind: 'file', file: 'files/thuc-don-mua-thu.pdf' })
  })

  it('redirects a directory address without its trailing slash, as the Node server does for the site', () => {
    expect(at('/demo-site')).toEqual({ kind: 'redirect', location: '/demo-site/' })
    expect(at('/demo-site/san-pham')).toEqual({ kind: 'redirect', location: '/demo-site/san-pham/' })
  })

  it('answers missing for pages the site does not have, so the crawler sees a 404 and not the app', () => {
    expect(at('/demo-site/chinh-sach-bao-mat.html')).toEqual({ kind: 'missing' })
    expect(at('/demo-site/tin-tuc/')).toEqual({ kind: 'missing' })
    expect(at('/demo-site/san-pham/../gioi-thieu.html')).toEqual({ kind: 'missing' })
    expect(at('/demo-site/%E0%A4%A')).toEqual({ kind: 'missing' })
    expect(at('/demo-siteX/index.html')).toEqual({ kind: 'missing' })
  })
})
