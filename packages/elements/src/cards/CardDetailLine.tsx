import { useStore } from '@nanostores/react'
import type { LibraryItemMinified, MediaProgress } from '@shelfkit/client'
import {
  $serverSettings,
  count,
  formatBytes,
  formatDurationShort,
  formatServerDateTime,
  i18n,
  params,
} from '@shelfkit/stores'
import { useServerDate } from '../ui/useServerDate'

const messages = i18n('cards.detailLine', {
  modified: params('Modified {date}'),
  born: params('Born {date}'),
  added: params('Added {date}'),
  duration: params('Duration: {duration}'),
  size: params('Size: {size}'),
  episodes: count({ one: '{count} episode', other: '{count} episodes' }),
  published: params('Published {year}'),
  lastProgress: params('Last progress: {date}'),
  started: params('Started {date}'),
  finished: params('Finished {date}'),
})

/**
 * The detail view's third line under an item's cover: what the list is sorted by, for this item (the official
 * card's sort line), for the sorts of DETAIL_SORT_LINES; a blank line when this item has no such value.
 */
export function CardDetailLine({
  item,
  sortBy,
  progress,
}: {
  item: LibraryItemMinified
  sortBy: string
  progress: MediaProgress | null | undefined
}) {
  const t = useStore(messages)
  const date = useServerDate()
  const settings = useStore($serverSettings)
  const dateTime = (time: number | null | undefined) =>
    time ? formatServerDateTime(new Date(time), settings ?? {}) : null
  let text: string | null = null
  switch (sortBy) {
    case 'mtimeMs':
      text = t.modified({ date: date(item.mtimeMs) })
      break
    case 'birthtimeMs':
      text = t.born({ date: date(item.birthtimeMs) })
      break
    case 'addedAt':
      text = t.added({ date: date(item.addedAt) })
      break
    case 'media.duration':
      if (item.mediaType === 'book') text = t.duration({ duration: formatDurationShort(item.media.duration) })
      break
    case 'size':
      text = t.size({ size: formatBytes(item.size) })
      break
    case 'media.numTracks':
      if (item.mediaType === 'podcast') text = t.episodes(item.media.numEpisodes)
      break
    case 'media.metadata.publishedYear':
      if (item.mediaType === 'book' && item.media.metadata.publishedYear)
        text = t.published({ year: item.media.metadata.publishedYear })
      break
    case 'progress': {
      const when = dateTime(progress?.lastUpdate)
      if (when) text = t.lastProgress({ date: when })
      break
    }
    case 'progress.createdAt': {
      const when = dateTime(progress?.startedAt)
      if (when) text = t.started({ date: when })
      break
    }
    case 'progress.finishedAt': {
      const when = dateTime(progress?.finishedAt)
      if (when) text = t.finished({ date: when })
      break
    }
  }
  // An empty line keeps every card of the row the same height.
  return <p className="sk-card__detail">{text ?? '\u00a0'}</p>
}
