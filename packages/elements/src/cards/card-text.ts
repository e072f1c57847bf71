import type { LibraryItemMinified, PodcastEpisode } from '@shelfkit/client'

/** What an item card shows, read once from the item (books and podcasts name their fields differently). */
export interface ItemCardText {
  title: string
  authors: string
  /** The book's number in the series the list is about, if any. */
  sequence: string | null
  explicit: boolean
  /** Books with audio, and podcast episodes, can be played from the card. */
  playable: boolean
  /** Missing files or no usable media: the card shows a warning instead of a play button. */
  problem: 'missing' | 'invalid' | null
}

export function itemCardText(item: LibraryItemMinified, episode?: PodcastEpisode | null): ItemCardText {
  const problem = item.isMissing ? 'missing' : item.isInvalid ? 'invalid' : null
  if (item.mediaType === 'book') {
    const metadata = item.media.metadata
    return {
      title: metadata.title,
      authors: metadata.authorName,
      sequence: item.collapsedSeries?.sequence ?? metadata.series?.sequence ?? null,
      explicit: metadata.explicit,
      playable: item.media.numTracks > 0 && !problem,
      problem,
    }
  }
  const metadata = item.media.metadata
  return {
    title: episode ? episode.title : metadata.title,
    authors: episode ? metadata.title : (metadata.author ?? ''),
    sequence: null,
    explicit: metadata.explicit,
    playable: !!episode && !problem,
    problem,
  }
}
