const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** Natural ("Book 2" before "Book 10"), case-insensitive comparison. */
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b)

/**
 * Rows sorted by one key, picked once per row: numbers by value, anything else naturally; `desc` reverses the
 * order (rows with equal keys keep theirs).
 */
export function sortByKey<T>(rows: readonly T[], pick: (row: T) => string | number, desc: boolean): T[] {
  return rows
    .map((row) => ({ row, key: pick(row) }))
    .sort((a, b) => {
      const result =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : naturalCompare(String(a.key), String(b.key))
      return desc ? -result : result
    })
    .map((entry) => entry.row)
}

export function naturalSortBy<T>(list: T[], key: (item: T) => string): T[] {
  return [...list].sort((a, b) => naturalCompare(key(a), key(b)))
}
