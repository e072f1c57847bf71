const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** Natural ("Book 2" before "Book 10"), case-insensitive comparison. */
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b)

export function naturalSortBy<T>(list: T[], key: (item: T) => string): T[] {
  return [...list].sort((a, b) => naturalCompare(key(a), key(b)))
}
