/** An avatar initial: the first letter of the given name (the last word of a Vietnamese name). */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/)
  return (words[words.length - 1] ?? '').charAt(0).toUpperCase()
}
