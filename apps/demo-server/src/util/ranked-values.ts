/**
 * Distinct values kept in `compare` order, each with a rank: values that compare equal share one, so sorting
 * rows by rank gives the order `compare` would. New values go in by binary search; many at once by one sort.
 * Values no row uses any more keep their rank (harmless: ranks only need to be in order).
 */
export class RankedValues<V> {
  private sorted: V[] = []
  /** Whether sorted[i] compares greater than sorted[i - 1] (starts a new rank). */
  private startsRank: boolean[] = []
  private ranks = new Map<V, number>()
  private rankCount = 0

  constructor(private readonly compare: (a: V, b: V) => number) {}

  /** Number of distinct ranks: every rank is below it. */
  get size(): number {
    return this.rankCount
  }

  /** The rank of each value, adding the ones not known yet. */
  ranksOf(values: readonly V[]): Int32Array {
    const ranks = new Int32Array(values.length)
    for (let i = 0; i < values.length; i++) {
      const rank = this.ranks.get(values[i]!)
      if (rank === undefined) {
        this.add(values)
        return this.ranksOf(values)
      }
      ranks[i] = rank
    }
    return ranks
  }

  add(values: Iterable<V>): void {
    const fresh = new Set<V>()
    for (const value of values) if (!this.ranks.has(value)) fresh.add(value)
    if (!fresh.size) return
    // One sort is cheaper than many insertions into a long list.
    if (fresh.size > 64) {
      this.sorted = [...this.sorted, ...fresh].sort(this.compare)
      this.startsRank = this.sorted.map(
        (value, i) => i === 0 || this.compare(this.sorted[i - 1]!, value) !== 0,
      )
    } else {
      for (const value of fresh) this.insert(value)
    }
    this.ranks.clear()
    let rank = -1
    for (let i = 0; i < this.sorted.length; i++) {
      if (this.startsRank[i]) rank++
      this.ranks.set(this.sorted[i]!, rank)
    }
    this.rankCount = rank + 1
  }

  private insert(value: V): void {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(this.sorted[middle]!, value) <= 0) low = middle + 1
      else high = middle
    }
    this.sorted.splice(low, 0, value)
    this.startsRank.splice(low, 0, low === 0 || this.compare(this.sorted[low - 1]!, value) !== 0)
    if (low + 1 < this.sorted.length)
      this.startsRank[low + 1] = this.compare(value, this.sorted[low + 1]!) !== 0
  }
}

/**
 * Stable counting sort of `rows` by their `ranks` (same positions, each below `size`): rows of equal rank keep
 * their order. `descending` reverses the rank order only.
 */
export function sortByRank<T>(rows: readonly T[], ranks: Int32Array, size: number, descending: boolean): T[] {
  const starts = new Int32Array(size + 1)
  if (descending) for (let i = 0; i < ranks.length; i++) ranks[i] = size - 1 - ranks[i]!
  for (let i = 0; i < ranks.length; i++) starts[ranks[i]! + 1]!++
  for (let rank = 0; rank < size; rank++) starts[rank + 1]! += starts[rank]!
  const sorted = new Array<T>(rows.length)
  for (let i = 0; i < rows.length; i++) sorted[starts[ranks[i]!]!++] = rows[i]!
  return sorted
}
