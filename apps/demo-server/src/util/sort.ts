const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** Natural ("Book 2" before "Book 10"), case-insensitive comparison. */
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b)

/** Compares rows by one key: numbers by value, anything else naturally; `desc` reverses the order. */
export const compareByKey =
  <T>(pick: (row: T) => string | number, desc: boolean) =>
  (a: T, b: T): number => {
    const x = pick(a)
    const y = pick(b)
    const result =
      typeof x === 'number' && typeof y === 'number' ? x - y : naturalCompare(String(x), String(y))
    return desc ? -result : result
  }

export function naturalSortBy<T>(list: T[], key: (item: T) => string): T[] {
  return [...list].sort((a, b) => naturalCompare(key(a), key(b)))
}
