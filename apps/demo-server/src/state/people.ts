import { newId } from '../util/ids'
import type { Store } from './store'
import type { AuthorRecord, SeriesRecord } from './types'

/** Authors and series are per library and matched by name without regard to case. */
export function findOrCreateAuthor(store: Store, libraryId: string, name: string, id?: string): AuthorRecord {
  const wanted = name.trim().toLowerCase()
  const existing = store.authors.find((a) => a.libraryId === libraryId && a.name.toLowerCase() === wanted)
  if (existing) return existing
  const now = Date.now()
  return store.authors.save({
    id: id && !store.authors.get(id) ? id : newId(),
    asin: null,
    name: name.trim(),
    description: null,
    imagePath: null,
    libraryId,
    addedAt: now,
    updatedAt: now,
  })
}

export function findOrCreateSeries(store: Store, libraryId: string, name: string, id?: string): SeriesRecord {
  const wanted = name.trim().toLowerCase()
  const existing = store.series.find((s) => s.libraryId === libraryId && s.name.toLowerCase() === wanted)
  if (existing) return existing
  const now = Date.now()
  return store.series.save({
    id: id && !store.series.get(id) ? id : newId(),
    name: name.trim(),
    description: null,
    libraryId,
    addedAt: now,
    updatedAt: now,
  })
}

/**
 * Drops authors and series no book of their library refers to any more (what the real scanner does). Like the real
 * server, an author left without books stays when it has an ASIN, a description or an image: what it holds of its
 * own would be lost.
 */
export function removeOrphanedPeople(
  store: Store,
  libraryId: string,
): { authorIds: string[]; seriesIds: string[] } {
  const usedAuthors = new Set<string>()
  const usedSeries = new Set<string>()
  for (const item of store.itemsInLibrary(libraryId)) {
    if (item.mediaType !== 'book') continue
    for (const id of item.media.metadata.authorIds) usedAuthors.add(id)
    for (const link of item.media.metadata.series) usedSeries.add(link.id)
  }
  const authorIds = store.authors
    .filter((a) => a.libraryId === libraryId && !usedAuthors.has(a.id) && !keepsOwnDetails(a))
    .map((a) => a.id)
  const seriesIds = store.series
    .filter((s) => s.libraryId === libraryId && !usedSeries.has(s.id))
    .map((s) => s.id)
  for (const id of authorIds) store.authors.delete(id)
  for (const id of seriesIds) store.series.delete(id)
  return { authorIds, seriesIds }
}

function keepsOwnDetails(author: AuthorRecord): boolean {
  return !!(author.asin || author.description || author.imagePath)
}
