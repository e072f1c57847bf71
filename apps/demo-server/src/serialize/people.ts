import type { AuthorRecord, SeriesRecord } from '../state/types'
import { titleIgnorePrefix } from '../util/titles'

export function authorJson(author: AuthorRecord) {
  return {
    id: author.id,
    asin: author.asin,
    name: author.name,
    description: author.description,
    imagePath: author.imagePath,
    libraryId: author.libraryId,
    addedAt: author.addedAt,
    updatedAt: author.updatedAt,
  }
}

export function seriesJson(series: SeriesRecord, sortingPrefixes: string[]) {
  return {
    id: series.id,
    name: series.name,
    nameIgnorePrefix: titleIgnorePrefix(series.name, sortingPrefixes),
    description: series.description,
    addedAt: series.addedAt,
    updatedAt: series.updatedAt,
    libraryId: series.libraryId,
  }
}
