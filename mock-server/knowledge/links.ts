/** File extensions that are not web pages: links to them are not crawled (decision 801). */
const NOT_PAGES = new Set(
  (
    'pdf jpg jpeg png gif webp svg ico bmp tif tiff avif css js mjs json xml rss atom zip rar 7z gz tgz bz2 tar mp3 wav ogg ' +
    'm4a mp4 m4v avi mov webm mkv doc docx xls xlsx ppt pptx odt ods csv txt woff woff2 ttf otf eot exe msi dmg apk iso bin'
  ).split(' '),
)

/** Whether a URL's path ends in an extension that is not a page (.pdf, .jpg …). */
export function looksLikeFile(url: URL): boolean {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(url.pathname)?.[1]?.toLowerCase()
  return extension !== undefined && NOT_PAGES.has(extension)
}

/**
 * A link of a page on `site` as the address to crawl, or null when it is not one: resolved against
 * the page (or its <base>), http(s) only (no mailto:, tel:, javascript:, data:), the fragment
 * stripped, the same origin as the site, and not a file by its extension.
 */
export function pageLink(href: string, pageUrl: string, site: string): string | null {
  let url: URL
  try {
    url = new URL(href.trim(), pageUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  url.hash = ''
  if (url.origin !== site || looksLikeFile(url)) return null
  return url.href
}
