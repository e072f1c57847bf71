import type { MediaProgress, PodcastEpisode } from '@shelfkit/client'
import type { ProgressLookup } from './progress'

export type EpisodeFilter = 'all' | 'incomplete' | 'complete' | 'in_progress'
export type EpisodeSortKey = 'publishedAt' | 'title' | 'season' | 'episode' | 'filename'

export interface EpisodeView {
  filter: EpisodeFilter
  sort: EpisodeSortKey
  desc: boolean
  /** Matched against title and subtitle, case-insensitively; empty shows all. */
  search: string
}

/** The episodes table starts on unfinished episodes, newest first (as the official item page). */
export const EPISODE_VIEW_DEFAULTS: EpisodeView = {
  filter: 'incomplete',
  sort: 'publishedAt',
  desc: true,
  search: '',
}

export const EPISODE_FILTERS: readonly EpisodeFilter[] = ['all', 'incomplete', 'complete', 'in_progress']
export const EPISODE_SORT_KEYS: readonly EpisodeSortKey[] = [
  'publishedAt',
  'title',
  'season',
  'episode',
  'filename',
]

type Episode = Pick<PodcastEpisode, 'id' | 'title' | 'subtitle' | 'season' | 'episode' | 'publishedAt'> & {
  audioFile?: { metadata?: { filename?: string } } | null
}

function matchesFilter(filter: EpisodeFilter, progress: MediaProgress | null | undefined): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'incomplete':
      return !progress?.isFinished
    case 'complete':
      return !!progress?.isFinished
    case 'in_progress':
      return !!progress && !progress.isFinished
  }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function sortValue(episode: Episode, key: EpisodeSortKey): string {
  switch (key) {
    case 'publishedAt':
      return String(episode.publishedAt ?? 0)
    case 'filename':
      return episode.audioFile?.metadata?.filename ?? ''
    default:
      return episode[key] ?? ''
  }
}

/** Ascending order by the key; ties go by season then episode number, then by publication date. */
function compareEpisodes(a: Episode, b: Episode, key: EpisodeSortKey): number {
  const primary = collator.compare(sortValue(a, key), sortValue(b, key))
  if (primary !== 0 || key === 'publishedAt') return primary
  if (key === 'season') {
    const byEpisode = collator.compare(a.episode ?? '', b.episode ?? '')
    if (byEpisode !== 0) return byEpisode
  }
  return collator.compare(sortValue(a, 'publishedAt'), sortValue(b, 'publishedAt'))
}

/** The episodes the table shows for this view and the user's progress. Episodes without a date count as oldest. */
export function visibleEpisodes<E extends Episode>(
  episodes: readonly E[],
  view: EpisodeView,
  progressOf: ProgressLookup,
  libraryItemId: string,
): E[] {
  const search = view.search.trim().toLowerCase()
  return episodes
    .filter((episode) => matchesFilter(view.filter, progressOf(libraryItemId, episode.id)))
    .filter(
      (episode) =>
        !search ||
        episode.title.toLowerCase().includes(search) ||
        (episode.subtitle ?? '').toLowerCase().includes(search),
    )
    .sort((a, b) => (view.desc ? compareEpisodes(b, a, view.sort) : compareEpisodes(a, b, view.sort)))
}
