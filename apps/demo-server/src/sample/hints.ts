import type { IdHints, ItemCandidate } from '../library/item-builder'
import { readSidecar } from '../library/sidecar'
import {
  sampleAuthorIdsByName,
  sampleIds,
  sampleItemIdsByTitle,
  samplePodcastEpisodeIds,
  sampleSeriesIdsByName,
} from './ids'

/** Gives the sample entities in the sample libraries the ids the recordings use. */
export function sampleIdHints(candidate: ItemCandidate): IdHints {
  const libraryId = candidate.folder.libraryId
  if (libraryId !== sampleIds.bookLibrary && libraryId !== sampleIds.podcastLibrary) return {}
  const title = candidate.isFile ? undefined : readSidecar<{ title?: unknown }>(candidate.path)?.title
  const itemId = typeof title === 'string' ? sampleItemIdsByTitle[title] : undefined
  return {
    itemId,
    firstEpisodeIds: itemId === sampleIds.podcastP ? samplePodcastEpisodeIds : undefined,
    authorIds: sampleAuthorIdsByName,
    seriesIds: sampleSeriesIdsByName,
  }
}
