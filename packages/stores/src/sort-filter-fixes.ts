import type { MediaType } from '@shelfkit/client'
import { $userSettings, type UserSettings, updateUserSettings } from './settings'

// The stored sort and filter made to fit a library's media type: apart from the settings store, which the player
// reads, because only the library pages need it.

/** Filter groups that mean nothing in a podcast library (spec 01 §4 "Other state rules"). */
export const PODCAST_INVALID_FILTER_GROUPS: readonly string[] = [
  'series',
  'authors',
  'narrators',
  'publishers',
  'publishedDecades',
  'languages',
  'progress',
  'issues',
  'ebooks',
  'abridged',
]

const PODCAST_ORDER_BY: Readonly<Record<string, string>> = {
  'media.metadata.authorName': 'media.metadata.author',
  'media.metadata.authorNameLF': 'media.metadata.author',
  'media.duration': 'media.numTracks',
  'media.metadata.publishedYear': 'media.metadata.title',
  progress: 'media.metadata.title',
}

const BOOK_ORDER_BY: Readonly<Record<string, string>> = {
  'media.metadata.author': 'media.metadata.authorName',
  'media.numTracks': 'media.duration',
}

/**
 * The sort/filter changes a library of `mediaType` needs (spec 01 §4): podcasts have no author-name, duration,
 * year or progress sorts and no book-only filters; books sort by authorName and duration instead of author and
 * numTracks. Empty when the current settings already fit.
 */
export function sortFilterFixesFor(
  settings: Pick<UserSettings, 'orderBy' | 'filterBy'>,
  mediaType: MediaType,
): Partial<Pick<UserSettings, 'orderBy' | 'filterBy'>> {
  const fixes: Partial<Pick<UserSettings, 'orderBy' | 'filterBy'>> = {}
  const orderMap = mediaType === 'podcast' ? PODCAST_ORDER_BY : BOOK_ORDER_BY
  const orderBy = orderMap[settings.orderBy]
  if (orderBy) fixes.orderBy = orderBy
  if (mediaType === 'podcast') {
    const group = (settings.filterBy || '').split('.')[0] ?? ''
    if (PODCAST_INVALID_FILTER_GROUPS.includes(group)) fixes.filterBy = 'all'
  }
  return fixes
}

/** Makes the stored sort and filter valid for a library of `mediaType`. */
export function fitSortFilterToMediaType(mediaType: MediaType): void {
  const fixes = sortFilterFixesFor($userSettings.get(), mediaType)
  if (Object.keys(fixes).length) updateUserSettings(fixes)
}
