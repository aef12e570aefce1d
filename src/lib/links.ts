/** Link helpers for showing user-supplied URLs (crawled pages, connected pages). */

export const DEFAULT_LINK_LENGTH = 50

/** Shortens a long text to `maxLength` characters, ending with '…'. */
export function truncateMiddle(text: string, maxLength: number = DEFAULT_LINK_LENGTH): string {
  if (maxLength < 2 || text.length <= maxLength) return text
  const keep = maxLength - 1
  const head = Math.ceil(keep * 0.6)
  return `${text.slice(0, head)}…${text.slice(text.length - (keep - head))}`
}

/** Only web and mail links are opened; anything else (javascript:, data:) is shown as text. */
export function isOpenableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:'
  } catch {
    return false
  }
}
