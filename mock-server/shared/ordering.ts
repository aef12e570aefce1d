/**
 * Newest first by an ISO-8601 UTC timestamp field (they sort as text), ties broken
 * by id so rows created in the same millisecond keep their creation order.
 */
export function newestFirst<T extends { id: number }>(rows: readonly T[], field: keyof T & string): T[] {
  return [...rows].sort((a, b) => {
    const left = String(a[field])
    const right = String(b[field])
    if (left !== right) return left < right ? 1 : -1
    return b.id - a.id
  })
}

/** Oldest first (messages of a conversation). */
export function oldestFirst<T extends { id: number }>(rows: readonly T[], field: keyof T & string): T[] {
  return newestFirst(rows, field).reverse()
}
