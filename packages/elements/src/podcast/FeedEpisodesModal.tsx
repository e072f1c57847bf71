import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $feedEpisodes,
  closeFeedEpisodes,
  count,
  downloadFeedEpisodes,
  feedEpisodeRows,
  formatDurationShort,
  i18n,
  params,
} from '@shelfkit/stores'
import { useMemo, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { CheckField } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'
import { useServerDate } from '../ui/useServerDate'

const messages = i18n('podcast.feedEpisodesModal', {
  title: 'Episodes in the feed',
  newTitle: 'New episodes',
  search: 'Search episode..',
  searchLabel: 'Search the feed',
  newest: 'Newest first',
  oldest: 'Oldest first',
  list: 'Feed episodes',
  downloaded: 'Downloaded',
  downloading: 'Downloading or queued',
  published: params('Published {date}'),
  unknownDate: 'Published date unknown',
  duration: params('Duration: {duration}'),
  selectAll: 'Select all episodes',
  selectShowing: count({ one: 'Select {count} episode showing', other: 'Select {count} episodes showing' }),
  none: 'No new episodes found',
  allDownloaded: 'All episodes downloaded',
  noneSelected: 'No episodes selected',
  download: count({ one: 'Download episode', other: 'Download {count} episodes' }),
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

/**
 * The feed's episodes to download (the official EpisodeFeed): all of them, or the new ones after a date; the ones
 * the podcast has or is getting are marked, the others can be chosen and queued on the server.
 */
export function FeedEpisodesModal({ item }: { item: PodcastItem }) {
  const t = useStore(messages)
  const state = useStore($feedEpisodes)
  const formatDate = useServerDate()
  const [search, setSearch] = useState('')
  const [descending, setDescending] = useState(true)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [processing, run] = useProcessing()
  const open = state?.libraryItemId === item.id
  const rows = useMemo(
    () => (open && state ? feedEpisodeRows(state, item, descending) : []),
    [open, state, item, descending],
  )
  if (!open || !state) return null
  const term = search.trim().toLowerCase()
  const shown = rows.filter(
    (row) =>
      !term ||
      row.episode.title.toLowerCase().includes(term) ||
      row.episode.subtitle?.toLowerCase().includes(term),
  )
  const available = shown.filter((row) => row.state === 'available')
  const allChosen = available.length > 0 && available.every((row) => chosen.has(row.key))
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  const close = () => {
    setChosen(new Set())
    closeFeedEpisodes()
  }
  const submit = async () => {
    const episodes = rows.filter((row) => chosen.has(row.key)).map((row) => row.episode)
    if ((await run(() => downloadFeedEpisodes(item.id, episodes))) as boolean) close()
  }
  return (
    <TopLayer>
      <Modal
        open
        title={state.after === null ? t.title : t.newTitle}
        width={1000}
        processing={processing || state.status === 'loading'}
        onClose={close}
        className="sk-feed-episodes"
      >
        <div className="sk-episodes__controls">
          <input
            type="search"
            className="sk-input"
            aria-label={t.searchLabel}
            placeholder={t.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <IconButton
            icon={descending ? 'chevronDown' : 'chevronUp'}
            label={descending ? t.newest : t.oldest}
            aria-pressed={descending}
            onClick={() => setDescending(!descending)}
          />
        </div>
        {state.status === 'ready' && !rows.length ? <p className="sk-empty">{t.none}</p> : null}
        <ul className="sk-feed-episodes__list" aria-label={t.list}>
          {shown.map((row) => (
            <li key={row.key} className={`sk-feed-episode sk-feed-episode--${row.state}`}>
              {row.state === 'available' ? (
                <CheckField
                  label={row.episode.title}
                  checked={chosen.has(row.key)}
                  onChange={(on) => toggle(row.key, on)}
                />
              ) : (
                <p className="sk-feed-episode__title">
                  {row.episode.title}{' '}
                  <span className="sk-badge">
                    {row.state === 'downloaded' ? t.downloaded : t.downloading}
                  </span>
                </p>
              )}
              {row.episode.subtitle ? <p className="sk-field__hint">{row.episode.subtitle}</p> : null}
              <p className="sk-field__hint">
                {row.episode.publishedAt
                  ? t.published({ date: formatDate(row.episode.publishedAt) })
                  : t.unknownDate}
                {row.episode.durationSeconds
                  ? ` · ${t.duration({ duration: formatDurationShort(row.episode.durationSeconds) })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
        <div className="sk-tool-panel__actions">
          {available.length ? (
            <>
              <CheckField
                label={shown.length === rows.length ? t.selectAll : t.selectShowing(available.length)}
                checked={allChosen}
                onChange={(on) => {
                  for (const row of available) toggle(row.key, on)
                }}
              />
              <Button variant="primary" disabled={!chosen.size} onClick={() => void submit()}>
                {chosen.size ? t.download(chosen.size) : t.noneSelected}
              </Button>
            </>
          ) : rows.length ? (
            <p className="sk-field__hint">{t.allDownloaded}</p>
          ) : null}
        </div>
      </Modal>
    </TopLayer>
  )
}
