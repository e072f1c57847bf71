import type { ItemView } from '../serialize/library-item'
import { sequenceNumber } from '../state/book-index'
import { derivedFrom } from '../state/derived'
import type { LibraryItemRecord } from '../state/types'
import { titleIgnorePrefix } from '../util/titles'
import type { CollapsedSeries, QueriedItem } from './queried-item'

/** Each item's place in storage order: collapsing breaks sequence ties by it, whatever order it walks in. */
function storagePositions(view: ItemView): Map<string, number> {
  return derivedFrom(view.store, 'storagePositions', [view.store.items], () => {
    const positions = new Map<string, number>()
    for (const item of view.store.items.all()) positions.set(item.id, positions.size)
    return positions
  })
}

interface CollapsePlan {
  /** The series each kept book stands for. */
  kept: Map<string, CollapsedSeries>
  dropped: Set<string>
}

/** One book per series (lowest sequence, then first stored) stands for the series' entries. */
function collapsePlan(view: ItemView, entries: QueriedItem[]): CollapsePlan {
  const positions = storagePositions(view)
  const bySeries = new Map<string, { item: LibraryItemRecord; sequence: string | null; number: number }[]>()
  for (const { item } of entries) {
    if (item.mediaType !== 'book') continue
    const first = item.media.metadata.series[0]
    if (!first) continue
    const member = { item, sequence: first.sequence ?? null, number: sequenceNumber(first.sequence) }
    const list = bySeries.get(first.id)
    if (list) list.push(member)
    else bySeries.set(first.id, [member])
  }
  const plan: CollapsePlan = { kept: new Map(), dropped: new Set() }
  const prefixes = view.store.serverSettings.sortingPrefixes
  for (const [seriesId, members] of bySeries) {
    const series = view.store.series.get(seriesId)
    if (!series) continue
    members.sort((a, b) => a.number - b.number || positions.get(a.item.id)! - positions.get(b.item.id)!)
    const [keep, ...rest] = members
    for (const member of rest) plan.dropped.add(member.item.id)
    plan.kept.set(keep!.item.id, {
      id: series.id,
      name: series.name,
      nameIgnorePrefix: titleIgnorePrefix(series.name, prefixes),
      sequence: keep!.sequence,
      numBooks: members.length,
      libraryItemIds: members.map((member) => member.item.id),
    })
  }
  return plan
}

/**
 * Keeps one book per series and records the series on it; the rest keep their order. When every item of the
 * library is listed, the plan is the same for every such list and kept until items, series or settings change.
 */
export function collapseSeries(
  view: ItemView,
  entries: QueriedItem[],
  libraryId: string | null,
): QueriedItem[] {
  const { store } = view
  const plan =
    libraryId !== null && entries.length === store.itemsInLibrary(libraryId).length
      ? derivedFrom(
          store,
          `collapsePlan:${libraryId}`,
          [store.items, store.series, store.settingWrites],
          () => collapsePlan(view, entries),
        )
      : collapsePlan(view, entries)
  const collapsed: QueriedItem[] = []
  for (const entry of entries) {
    if (plan.dropped.has(entry.item.id)) continue
    const series = plan.kept.get(entry.item.id)
    if (series) entry.collapsedSeries = series
    collapsed.push(entry)
  }
  return collapsed
}
