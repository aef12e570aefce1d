/** The dropdown's pure rules (001 §5 "Dropdown"): search, the multi-select cap, keyboard moves. */
export interface SelectOption<V extends string | number = string | number> {
  label: string
  value: V
  disabled?: boolean
}

/** Options whose label contains the query, ignoring case (and surrounding spaces of the query). */
export function filterOptions<O extends { label: string }>(options: readonly O[], query: string): O[] {
  const needle = query.trim().toLocaleLowerCase('vi')
  if (!needle) return [...options]
  return options.filter((option) => option.label.toLocaleLowerCase('vi').includes(needle))
}

/**
 * Adds or removes `value` in a multi selection. Adding past `maxItems` is refused: the same array
 * comes back, so the caller can tell nothing changed.
 */
export function toggleSelection<V>(selected: readonly V[], value: V, maxItems: number): readonly V[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value)
  if (selected.length >= maxItems) return selected
  return [...selected, value]
}

/**
 * The next index, moving by `step` (+1 down, -1 up) and wrapping, that `canPick` allows; -1 when
 * nothing can be picked. From -1, down lands on the first pickable and up on the last.
 */
export function moveActive(count: number, from: number, step: 1 | -1, canPick: (index: number) => boolean): number {
  if (count <= 0) return -1
  let index = from < 0 ? (step === 1 ? -1 : count) : from
  for (let tries = 0; tries < count; tries++) {
    index = (index + step + count) % count
    if (canPick(index)) return index
  }
  return -1
}
