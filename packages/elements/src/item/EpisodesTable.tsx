import { useStore } from '@nanostores/react'
import type { LibraryItem, MediaProgress, PodcastEpisodeExpanded } from '@shelfkit/client'
import {
  $user,
  canDelete,
  canUpdate,
  count,
  EPISODE_FILTERS,
  EPISODE_SORT_KEYS,
  EPISODE_VIEW_DEFAULTS,
  type EpisodeFilter,
  type EpisodeSortKey,
  type EpisodeView,
  formatDurationShort,
  formatElapsed,
  formatPercent,
  i18n,
  openEpisodeEdit,
  openEpisodeView,
  params,
  progressFraction,
  removeEpisodes,
  secondsRemaining,
  setEpisodesFinished,
  visibleEpisodes,
} from '@shelfkit/stores'
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import {
  type Key,
  memo,
  type ReactNode,
  startTransition,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useProgressLookup } from '../media-progress'
import { KeepControl } from '../offline/KeepControl'
import { AddToPlaylistModal } from '../playlist/AddToPlaylistModal'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Icon } from '../ui/Icon'
import { MenuButton } from '../ui/Menu'
import { ProgressBar } from '../ui/ProgressBar'
import { paragraphsHtml, parseSafeHtml, safeText } from '../ui/sanitize'
import { useServerDate } from '../ui/useServerDate'
import { EpisodeFinishedToggle } from './EpisodeFinishedToggle'

const messages = i18n('item.episodes', {
  title: 'Episodes',
  search: 'Search episodes',
  searchPlaceholder: 'Search episode..',
  show: 'Show',
  sortBy: 'Sort by',
  descending: 'Sorted descending',
  ascending: 'Sorted ascending',
  all: 'Show All',
  incomplete: 'Incomplete',
  complete: 'Complete',
  in_progress: 'In Progress',
  publishedAt: 'Pub Date',
  titleSort: 'Title',
  season: 'Season',
  episode: 'Episode',
  filename: 'Filename',
  noMatch: 'No episodes match',
  none: 'No Episodes',
  seasonNumber: params('Season {season}'),
  episodeNumber: params('Episode #{episode}'),
  finished: 'Finished',
  left: params('{percent} · {time} left'),
  progressOf: params('Progress of {title}'),
  select: params('Select {title}'),
  more: params('More for {title}'),
  view: 'View details',
  edit: 'Edit episode',
  addToPlaylist: 'Add to playlist',
  remove: 'Remove episode',
  options: 'Episode options',
  markAllFinished: 'Mark all episodes finished',
  markAllNotFinished: 'Mark all episodes not finished',
  confirmAllFinished: 'Are you sure you want to mark all episodes as finished?',
  confirmAllNotFinished: 'Are you sure you want to mark all episodes as not finished?',
  selected: count({ one: '{count} episode selected', other: '{count} episodes selected' }),
  markSelectedFinished: 'Mark as Finished',
  markSelectedNotFinished: 'Mark as Not Finished',
  removeSelected: count({ one: 'Remove {count} episode', other: 'Remove {count} episodes' }),
  cancel: 'Cancel',
  removeTitle: 'Remove Episode',
  removeManyTitle: count({ one: 'Remove {count} Episode', other: 'Remove {count} Episodes' }),
  confirmRemove: params('Are you sure you want to remove episode "{title}"?'),
  confirmRemoveMany: count({
    one: 'Are you sure you want to remove {count} episode?',
    other: 'Are you sure you want to remove {count} episodes?',
  }),
  removeNote: 'Note: This does not delete the audio file unless toggling "Hard delete file"',
  hardDelete: 'Hard delete file',
  removeButton: 'Remove',
  trailer: 'Trailer',
  bonus: 'Bonus',
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>
type Removal = { episodes: PodcastEpisodeExpanded[] } | { all: 'finished' | 'notFinished' }

/**
 * Every row has this height (title, two summary lines, meta, progress; longer text is cut), so scrolling never
 * waits for rows to be measured.
 */
const ROW_HEIGHT = 132

/**
 * New rows one frame may build: a frame that built the whole window after a jump (a dozen rows of some twenty
 * elements each) was the longest task of a scroll.
 */
const NEW_ROWS_PER_FRAME = 4

/** The element that scrolls the page around `node` (the app's content box, or the document). */
function scrollParentOf(node: HTMLElement | null): HTMLElement | null {
  for (let parent = node?.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent)
    if (overflowY === 'auto' || overflowY === 'scroll') return parent
  }
  return (document.scrollingElement as HTMLElement | null) ?? null
}

/**
 * A podcast's episodes (the official LazyEpisodesTable): filter by progress, sort, search, and per row play, queue,
 * mark finished, add to playlist, view, edit and remove; rows can be selected for batch actions. Only the rows in
 * view are rendered, so a feed of hundreds of episodes scrolls as one of ten.
 */
export function EpisodesTable({
  item,
  renderPlay,
}: {
  item: PodcastItem
  /** The play and queue controls of an episode, when a player is available. */
  renderPlay?: (episode: PodcastEpisodeExpanded) => ReactNode
}) {
  const t = useStore(messages)
  const user = useStore($user)
  const episodes = item.media.episodes
  const [view, setView] = useState<EpisodeView>(EPISODE_VIEW_DEFAULTS)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [removal, setRemoval] = useState<Removal | null>(null)
  const [playlistEpisodes, setPlaylistEpisodes] = useState<PodcastEpisodeExpanded[] | null>(null)
  const [busy, setBusy] = useState(false)
  const progressOf = useProgressLookup(
    episodes.map((episode) => ({ libraryItemId: item.id, episodeId: episode.id })),
  )
  const shown = useMemo(
    () => visibleEpisodes(episodes, view, progressOf, item.id),
    [episodes, view, progressOf, item.id],
  )
  const ids = useId()
  const mayDelete = canDelete(user)
  const mayUpdate = canUpdate(user)
  const chosen = episodes.filter((episode) => selected.has(episode.id))
  const allFinished = shown.length > 0 && shown.every((e) => progressOf(item.id, e.id)?.isFinished)
  const chosenFinished = chosen.length > 0 && chosen.every((e) => progressOf(item.id, e.id)?.isFinished)

  // Rows get one handlers object for the table's life, so a row re-renders only when its own episode changes.
  const latest = useRef({ shown, renderPlay })
  latest.current = { shown, renderPlay }
  const handlers = useMemo<RowHandlers>(
    () => ({
      toggle: (episodeId) =>
        setSelected((current) => {
          const next = new Set(current)
          if (next.has(episodeId)) next.delete(episodeId)
          else next.add(episodeId)
          return next
        }),
      view: (episode) => openEpisodeView(item.id, episode),
      edit: (episode) =>
        void openEpisodeEdit(
          item.id,
          episode.id,
          latest.current.shown.map((e) => e.id),
        ),
      playlist: (episode) => setPlaylistEpisodes([episode]),
      remove: (episode) => setRemoval({ episodes: [episode] }),
      renderPlay: (episode) => latest.current.renderPlay?.(episode),
    }),
    [item.id],
  )

  const answerRemoval = async (confirmed: boolean, hard: boolean) => {
    const current = removal
    if (!confirmed || !current) return setRemoval(null)
    setBusy(true)
    if ('episodes' in current) {
      await removeEpisodes(item.id, current.episodes, hard)
      setSelected(new Set())
    } else {
      await setEpisodesFinished(
        item.id,
        shown.map((e) => e.id),
        current.all === 'finished',
      )
    }
    setBusy(false)
    setRemoval(null)
  }

  const prompt = !removal
    ? null
    : 'all' in removal
      ? { message: removal.all === 'finished' ? t.confirmAllFinished : t.confirmAllNotFinished }
      : {
          title: removal.episodes.length === 1 ? t.removeTitle : t.removeManyTitle(removal.episodes.length),
          message:
            removal.episodes.length === 1
              ? paragraphsHtml(t.confirmRemove({ title: removal.episodes[0]!.title }), t.removeNote)
              : paragraphsHtml(t.confirmRemoveMany(removal.episodes.length), t.removeNote),
          checkboxLabel: t.hardDelete,
          yesText: t.removeButton,
          yesVariant: 'danger' as const,
        }

  return (
    <section className="sk-section sk-episodes" aria-labelledby={`${ids}-title`}>
      <div className="sk-episodes__bar">
        <h2 className="sk-section__title" id={`${ids}-title`}>
          {t.title}{' '}
          <span className="sk-section__count">
            {shown.length === episodes.length ? episodes.length : `${shown.length} / ${episodes.length}`}
          </span>
        </h2>
        {chosen.length ? (
          <div className="sk-episodes__controls" role="toolbar" aria-label={t.selected(chosen.length)}>
            <span className="sk-episodes__selected">{t.selected(chosen.length)}</span>
            <Button
              disabled={busy}
              onClick={() => void setEpisodesFinished(item.id, [...selected], !chosenFinished)}
            >
              {chosenFinished ? t.markSelectedNotFinished : t.markSelectedFinished}
            </Button>
            <Button onClick={() => setPlaylistEpisodes(chosen)}>{t.addToPlaylist}</Button>
            {mayDelete ? (
              <Button variant="danger" disabled={busy} onClick={() => setRemoval({ episodes: chosen })}>
                {t.removeSelected(chosen.length)}
              </Button>
            ) : null}
            <Button onClick={() => setSelected(new Set())}>{t.cancel}</Button>
          </div>
        ) : (
          <div className="sk-episodes__controls">
            <input
              type="search"
              className="sk-input"
              aria-label={t.search}
              placeholder={t.searchPlaceholder}
              value={view.search}
              onChange={(event) => setView({ ...view, search: event.target.value })}
            />
            <select
              className="sk-select"
              aria-label={t.show}
              value={view.filter}
              onChange={(event) => setView({ ...view, filter: event.target.value as EpisodeFilter })}
            >
              {EPISODE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t[filter]}
                </option>
              ))}
            </select>
            <select
              className="sk-select"
              aria-label={t.sortBy}
              value={view.sort}
              onChange={(event) => setView({ ...view, sort: event.target.value as EpisodeSortKey })}
            >
              {EPISODE_SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {key === 'title' ? t.titleSort : t[key]}
                </option>
              ))}
            </select>
            <IconButton
              icon={view.desc ? 'chevronDown' : 'chevronUp'}
              label={view.desc ? t.descending : t.ascending}
              aria-pressed={view.desc}
              onClick={() => setView({ ...view, desc: !view.desc })}
            />
            <MenuButton
              label={t.options}
              align="end"
              buttonClassName="sk-icon-button"
              items={[
                {
                  key: 'all-finished',
                  label: allFinished ? t.markAllNotFinished : t.markAllFinished,
                  disabled: !shown.length,
                  onSelect: () => setRemoval({ all: allFinished ? 'notFinished' : 'finished' }),
                },
              ]}
            >
              <IconButtonFace />
            </MenuButton>
          </div>
        )}
      </div>
      {shown.length ? (
        <EpisodeRows
          libraryItemId={item.id}
          episodes={shown}
          progressOf={(id) => progressOf(item.id, id) ?? null}
          sortKey={view.sort}
          viewKey={`${view.filter} ${view.sort} ${view.desc} ${view.search}`}
          selected={selected}
          canEdit={mayUpdate}
          canRemove={mayDelete}
          handlers={handlers}
        />
      ) : (
        <p className="sk-empty">{episodes.length ? t.noMatch : t.none}</p>
      )}
      <ConfirmPrompt
        prompt={prompt}
        processing={busy}
        onAnswer={(yes, hard) => void answerRemoval(yes, hard)}
      />
      <AddToPlaylistModal
        open={!!playlistEpisodes}
        libraryId={item.libraryId}
        entries={(playlistEpisodes ?? []).map((episode) => ({
          libraryItemId: item.id,
          episodeId: episode.id,
        }))}
        onClose={() => setPlaylistEpisodes(null)}
      />
    </section>
  )
}

function IconButtonFace() {
  return <Icon name="more" size={24} />
}

function RowMenu({
  episode,
  onView,
  onEdit,
  onPlaylist,
  onRemove,
}: {
  episode: PodcastEpisodeExpanded
  onView(): void
  onEdit?: () => void
  onPlaylist(): void
  onRemove?: () => void
}) {
  const t = useStore(messages)
  return (
    <MenuButton
      label={t.more({ title: episode.title })}
      align="end"
      topLayer
      buttonClassName="sk-icon-button"
      items={[
        { key: 'view', label: t.view, icon: 'info', onSelect: onView },
        ...(onEdit ? [{ key: 'edit', label: t.edit, icon: 'edit' as const, onSelect: onEdit }] : []),
        { key: 'playlist', label: t.addToPlaylist, icon: 'playlist', onSelect: onPlaylist },
        ...(onRemove
          ? [{ key: 'remove', label: t.remove, icon: 'delete' as const, onSelect: onRemove }]
          : []),
      ]}
    >
      <IconButtonFace />
    </MenuButton>
  )
}

interface RowHandlers {
  toggle(episodeId: string): void
  view(episode: PodcastEpisodeExpanded): void
  edit(episode: PodcastEpisodeExpanded): void
  playlist(episode: PodcastEpisodeExpanded): void
  remove(episode: PodcastEpisodeExpanded): void
  renderPlay(episode: PodcastEpisodeExpanded): ReactNode
}

/** The rows in view of the page's scroller. */
function EpisodeRows({
  libraryItemId,
  episodes,
  progressOf,
  sortKey,
  viewKey,
  selected,
  canEdit,
  canRemove,
  handlers,
}: {
  libraryItemId: string
  episodes: readonly PodcastEpisodeExpanded[]
  progressOf(episodeId: string): MediaProgress | null
  sortKey: EpisodeSortKey
  /** Changes with the filter, sort or search: their new list shows at once. */
  viewKey: string
  selected: ReadonlySet<string>
  canEdit: boolean
  canRemove: boolean
  handlers: RowHandlers
}) {
  const list = useRef<HTMLUListElement>(null)
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    const parent = scrollParentOf(list.current)
    setScroller(parent)
    if (parent && list.current) {
      const top = list.current.getBoundingClientRect().top
      const parentTop = parent === document.scrollingElement ? 0 : parent.getBoundingClientRect().top
      setOffset(top - parentTop + parent.scrollTop)
    }
  }, [])
  const virtualizer = useVirtualizer({
    count: episodes.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    scrollMargin: offset,
    getItemKey: (index) => episodes[index]!.id,
    initialRect: { width: 800, height: 900 },
    // The rows render in a task of their own, not inside the scroll event's frame.
    useFlushSync: false,
  })
  // Rows that scrolling brings into view are built as a deferred render React cuts into slices between frames (a
  // jump replaces every row at once: built in one task, it blocked scrolling); the rows already built stay
  // meanwhile. A new list (filter, sort, search, new data) is not deferred.
  const items = virtualizer.getVirtualItems()
  const current = useMemo(() => ({ items, episodes }), [items, episodes])
  const deferred = useDeferredValue(current)
  const wanted = deferred.episodes === episodes ? deferred.items : items
  // The browser styles, lays out and paints the rows of every commit since its last frame in its next one: new rows
  // come a few per frame, those in view first, so the frame after a jump (a scrollbar drag) does not build the whole
  // window (React commits several renders between two frames: the count is per frame). The first rows and those of
  // a new filter, sort or search show at once.
  const built = useRef<ReadonlySet<Key>>(new Set())
  const builtView = useRef<string | null>(null)
  const sinceFrame = useRef(0)
  const [, buildRest] = useState(0)
  const rows = rowsToBuild(
    wanted,
    built.current,
    builtView.current === viewKey ? NEW_ROWS_PER_FRAME - sinceFrame.current : wanted.length,
    virtualizer.scrollOffset,
    virtualizer.scrollRect?.height,
  )
  const waiting = rows.length < wanted.length
  useLayoutEffect(() => {
    sinceFrame.current += rows.filter((row) => !built.current.has(row.key)).length
    built.current = new Set(rows.map((row) => row.key))
    builtView.current = viewKey
    if (!sinceFrame.current && !waiting) return
    const frame = requestAnimationFrame(() => {
      sinceFrame.current = 0
      if (waiting) startTransition(() => buildRest((count) => count + 1))
    })
    return () => cancelAnimationFrame(frame)
  })
  return (
    <ul
      ref={list}
      className="sk-episode-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {rows.map((row) => {
        const episode = episodes[row.index]!
        return (
          <EpisodeRow
            key={row.key}
            top={row.start - offset}
            libraryItemId={libraryItemId}
            episode={episode}
            progress={progressOf(episode.id)}
            sortKey={sortKey}
            selected={selected.has(episode.id)}
            canEdit={canEdit}
            canRemove={canRemove}
            handlers={handlers}
          />
        )
      })}
    </ul>
  )
}

/**
 * The rows of `wanted` to render now: the rows already built that stay, and at most `allowed` new ones, those in
 * view first (offsets as the virtualizer's: `start` includes its scroll margin).
 */
function rowsToBuild(
  wanted: readonly VirtualItem[],
  built: ReadonlySet<Key>,
  allowed: number,
  scrollOffset: number | null,
  viewHeight: number | undefined,
): readonly VirtualItem[] {
  const fresh = wanted.filter((row) => !built.has(row.key))
  if (fresh.length <= allowed) return wanted
  const top = scrollOffset ?? 0
  const bottom = top + (viewHeight ?? 0)
  const distance = (row: VirtualItem) => (row.end <= top ? top - row.end : Math.max(0, row.start - bottom))
  const first = new Set(
    [...fresh]
      .sort((a, b) => distance(a) - distance(b) || a.index - b.index)
      .slice(0, Math.max(0, allowed))
      .map((row) => row.key),
  )
  return wanted.filter((row) => built.has(row.key) || first.has(row.key))
}

const EpisodeRow = memo(function EpisodeRow({
  top,
  libraryItemId,
  episode,
  progress,
  sortKey,
  selected,
  canEdit,
  canRemove,
  handlers,
}: {
  top: number
  libraryItemId: string
  episode: PodcastEpisodeExpanded
  progress: MediaProgress | null
  sortKey: EpisodeSortKey
  selected: boolean
  canEdit: boolean
  canRemove: boolean
  handlers: RowHandlers
}) {
  const t = useStore(messages)
  const formatDate = useServerDate()
  const finished = !!progress?.isFinished
  const fraction = progressFraction(progress)
  const summary = useMemo(
    () => safeText(parseSafeHtml(episode.subtitle || episode.description || '')),
    [episode.subtitle, episode.description],
  )
  const titleId = useId()
  const meta =
    sortKey === 'filename'
      ? [episode.audioFile.metadata.filename]
      : [
          episode.season ? t.seasonNumber({ season: episode.season }) : null,
          episode.episode ? t.episodeNumber({ episode: episode.episode }) : null,
          formatDate(episode.publishedAt),
        ].filter(Boolean)

  let status: string
  if (finished) status = t.finished
  else if (fraction > 0)
    status = t.left({
      percent: formatPercent(fraction),
      time: formatElapsed(secondsRemaining(progress, episode.duration)),
    })
  else status = formatDurationShort(episode.duration)

  return (
    <li
      className={`sk-episode sk-episode--row${selected ? ' sk-episode--selected' : ''}`}
      aria-labelledby={titleId}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
    >
      <input
        type="checkbox"
        className="sk-episode__select"
        aria-label={t.select({ title: episode.title })}
        checked={selected}
        onChange={() => handlers.toggle(episode.id)}
      />
      <div className="sk-episode__main">
        <p className="sk-episode__title" id={titleId}>
          {episode.title}
          {episode.episodeType === 'trailer' || episode.episodeType === 'bonus' ? (
            <span className="sk-badge">{t[episode.episodeType]}</span>
          ) : null}
        </p>
        {summary ? <p className="sk-episode__summary">{summary}</p> : null}
        <p className="sk-episode__meta">
          {meta.join(' · ')}
          <span className={`sk-episode__status${finished ? ' sk-episode__status--finished' : ''}`}>
            {status}
          </span>
        </p>
        {fraction > 0 && !finished ? (
          <ProgressBar
            value={fraction}
            label={t.progressOf({ title: episode.title })}
            className="sk-episode__progress"
          />
        ) : null}
      </div>
      <div className="sk-episode__actions">
        {handlers.renderPlay(episode)}
        <KeepControl compact libraryItemId={libraryItemId} episodeId={episode.id} />
        <RowMenu
          episode={episode}
          onView={() => handlers.view(episode)}
          onEdit={canEdit ? () => handlers.edit(episode) : undefined}
          onPlaylist={() => handlers.playlist(episode)}
          onRemove={canRemove ? () => handlers.remove(episode) : undefined}
        />
        <EpisodeFinishedToggle libraryItemId={libraryItemId} episode={episode} finished={finished} />
      </div>
    </li>
  )
})
