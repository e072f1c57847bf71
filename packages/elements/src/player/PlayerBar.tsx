import { useStore } from '@nanostores/react'
import { PlayMethods } from '@shelfkit/client'
import {
  $player,
  $playerBookmarks,
  $playerFullscreen,
  $playerQueue,
  $sleepTimer,
  $userSettings,
  closePlayer,
  count,
  formatClock,
  formatPercent,
  formatSleepTimer,
  i18n,
  itemCoverSrc,
  jumpBackward,
  jumpForward,
  nextChapter,
  type PlayerState,
  params,
  previousChapter,
  setPlayerFullscreen,
  togglePlayback,
} from '@shelfkit/stores'
import { type KeyboardEvent, type RefCallback, type RefObject, useEffect, useRef, useState } from 'react'
import { BookCover } from '../cards/BookCover'
import { AppLink } from '../navigation'
import { KeepControl } from '../offline/KeepControl'
import { IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { useCanvasDrawer } from './canvas-drawer'
import { ClockCanvas } from './clock-canvas'
import { type PlayerModal, PlayerModals } from './PlayerModals'
import { RateControl } from './RateControl'
import { SeekBar, usePlayerDisplay } from './SeekBar'
import { usePlayerHotkeys } from './usePlayerHotkeys'
import { VolumeControl } from './VolumeControl'

const messages = i18n('player.bar', {
  player: 'Player',
  fromDevice: 'From this device',
  chapters: 'Chapters',
  settings: 'Player settings',
  collapse: 'Collapse player',
  expand: 'Expand player',
  close: 'Close player',
  previousChapter: 'Previous chapter',
  nextChapter: 'Next chapter',
  jumpBack: count({ one: 'Jump back {count} second', other: 'Jump back {count} seconds' }),
  jumpForward: count({ one: 'Jump forward {count} second', other: 'Jump forward {count} seconds' }),
  loading: 'Loading',
  play: 'Play',
  pause: 'Pause',
  sleepTimer: 'Sleep timer',
  sleepEndOfChapter: 'Sleep timer: end of chapter',
  sleepLeft: params('Sleep timer: {time} left'),
  bookmarks: 'Bookmarks',
  bookmarksCount: params('Bookmarks ({count})'),
  queue: params('Queue ({count})'),
})

export interface PlayerBarProps {
  /** The host screen hides the sleep-timer button. */
  hideSleepTimer?: boolean
  /** The host screen hides the bookmarks button (always hidden for podcasts). */
  hideBookmarks?: boolean
  /** The page-wide player hotkeys while this bar is mounted (default on; embeds can turn them off). */
  hotkeys?: boolean
}

/**
 * Narrow screens and phones held sideways (spec 01 §4: mobile when the height is under 640 px), where a tap on the
 * cover expands the player (the same media queries in player.css).
 */
const NARROW_SCREEN = '(max-width: 900px), (max-height: 639px)'

/**
 * The persistent player (spec 01 §2 "Persistent player bar"): cover, title and authors, duration at the current
 * rate, transport, seek bar with times, and the speed, volume, sleep timer, bookmarks, chapters, queue and
 * settings controls with their dialogs. Renders nothing while no item is loaded. The same bar expands to a
 * fullscreen view (`$playerFullscreen`, modifier `sk-player--fullscreen`): its expand button, or a tap on the cover
 * on narrow screens; the close button and Escape leave fullscreen before they close (spec 01 §4).
 */
export function PlayerBar({ hideSleepTimer, hideBookmarks, hotkeys = true }: PlayerBarProps) {
  const t = useStore(messages)
  const player = useStore($player)
  const fullscreen = useStore($playerFullscreen)
  const [modal, setModal] = useState<PlayerModal | null>(null)
  const section = useRef<HTMLElement>(null)
  const expandButton = useRef<HTMLButtonElement>(null)
  const collapseButton = useRef<HTMLButtonElement>(null)
  const active = player.status !== 'idle'
  usePlayerHotkeys(
    section,
    () => {
      if ($player.get().chapters.length) setModal('chapters')
    },
    hotkeys,
  )
  useFullscreenFocus(fullscreen, expandButton, collapseButton)
  if (!active) return null

  const close = () => setModal(null)
  const isPodcast = player.libraryItem?.mediaType === 'podcast'
  return (
    <section
      ref={section}
      className={`sk-player${fullscreen ? ' sk-player--fullscreen' : ''}`}
      aria-label={t.player}
      data-status={player.status}
      onKeyDown={fullscreen ? keepKeysInExpandedView : undefined}
    >
      <NowPlaying
        player={player}
        onCoverPress={() => {
          if (!fullscreen && globalThis.matchMedia?.(NARROW_SCREEN).matches) setPlayerFullscreen(true)
        }}
      />
      <div className="sk-player__controls">
        <div className="sk-player__tools sk-player__tools--start">
          <RateControl />
          <VolumeControl />
        </div>
        <Transport player={player} />
        <div className="sk-player__tools sk-player__tools--end">
          {hideSleepTimer ? null : <SleepTimerButton onOpen={() => setModal('sleep')} />}
          {hideBookmarks || isPodcast ? null : <BookmarksButton onOpen={() => setModal('bookmarks')} />}
          {player.chapters.length ? (
            <IconButton icon="chapters" label={t.chapters} size={22} onClick={() => setModal('chapters')} />
          ) : null}
          <QueueButton onOpen={() => setModal('queue')} />
          {player.libraryItemId ? (
            <KeepControl compact libraryItemId={player.libraryItemId} episodeId={player.episodeId} />
          ) : null}
          <IconButton icon="settings" label={t.settings} size={22} onClick={() => setModal('settings')} />
        </div>
      </div>
      <div className="sk-player__timeline">
        <SeekBar />
        <PlayerTimes />
      </div>
      <div className="sk-player__corner">
        {fullscreen ? (
          <IconButton
            ref={collapseButton}
            className="sk-player__collapse"
            icon="chevronDown"
            label={t.collapse}
            onClick={() => setPlayerFullscreen(false)}
          />
        ) : (
          <IconButton
            ref={expandButton}
            className="sk-player__expand"
            icon="expand"
            label={t.expand}
            size={22}
            onClick={() => setPlayerFullscreen(true)}
          />
        )}
        <IconButton className="sk-player__close" icon="close" label={t.close} onClick={closePlayer} />
      </div>
      <PlayerModals modal={modal} onClose={close} />
    </section>
  )
}

/** What the keyboard can reach by Tab. */
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keys inside the expanded view. Escape leaves it, like the close button (spec 01 §4), even from a button, where the
 * page-wide hotkeys leave keys alone. Tab and Shift+Tab wrap around inside it, since it covers the page (`inert`
 * cannot be set on a host page from inside a shadow root). Keys in one of the player's dialogs are the dialog's.
 */
function keepKeysInExpandedView(event: KeyboardEvent<HTMLElement>) {
  if (event.defaultPrevented || (event.target as Element).closest('.sk-modal-backdrop')) return
  if (event.key === 'Escape') {
    event.preventDefault()
    closePlayer()
  } else if (event.key === 'Tab') {
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
      (element) => element.getClientRects().length > 0 && !element.closest('.sk-modal-backdrop'),
    )
    const [first, last] = [stops[0], stops.at(-1)]
    if (event.target !== (event.shiftKey ? first : last)) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  }
}

/** Focus goes to the collapse button when the player expands, and back to the expand button when it collapses. */
function useFullscreenFocus(
  fullscreen: boolean,
  expandButton: RefObject<HTMLButtonElement | null>,
  collapseButton: RefObject<HTMLButtonElement | null>,
) {
  const shown = useRef(fullscreen)
  useEffect(() => {
    if (shown.current === fullscreen) return
    shown.current = fullscreen
    ;(fullscreen ? collapseButton : expandButton).current?.focus()
  }, [fullscreen, expandButton, collapseButton])
}

function NowPlaying({ player, onCoverPress }: { player: PlayerState; onCoverPress(): void }) {
  const t = useStore(messages)
  const item = player.libraryItem
  const authors = item?.mediaType === 'book' ? item.media.metadata.authors : []
  const podcastAuthor = item?.mediaType === 'podcast' ? item.media.metadata.author : null
  const total = player.duration / (player.playbackRate || 1)
  return (
    <div className="sk-player__media">
      {/* A tap on the cover is a touch shortcut; the expand button is the keyboard's way. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the cover is not a control of its own */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the expand button next to it takes the keyboard */}
      <div className="sk-player__cover" onClick={onCoverPress}>
        <BookCover
          src={item ? itemCoverSrc(item) : null}
          title={player.displayTitle}
          authors={player.displayAuthor}
        />
      </div>
      <div className="sk-player__text">
        {player.libraryItemId ? (
          <AppLink className="sk-player__title" to={`/item/${player.libraryItemId}`}>
            {player.displayTitle || (item?.mediaType === 'book' ? item.media.metadata.title : '')}
          </AppLink>
        ) : null}
        <div className="sk-player__authors">
          {authors.length
            ? authors.map((author, index) => (
                <span key={author.id}>
                  {index ? ', ' : null}
                  <AppLink to={`/author/${author.id}`}>{author.name}</AppLink>
                </span>
              ))
            : (podcastAuthor ?? player.displayAuthor)}
        </div>
        {total > 0 ? (
          <div className="sk-player__duration sk-muted">
            <Icon name="headphones" size={14} /> {formatClock(total)}
            {player.playMethod === PlayMethods.local ? (
              <span className="sk-player__local">
                <Icon name="device" size={14} /> {t.fromDevice}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}

function Transport({ player }: { player: PlayerState }) {
  const t = useStore(messages)
  const settings = useStore($userSettings)
  const loading = player.status === 'loading'
  const playing = player.status === 'playing' || player.status === 'buffering'
  return (
    <div className="sk-player__transport">
      <IconButton
        icon="previous"
        label={t.previousChapter}
        size={22}
        disabled={loading}
        onClick={previousChapter}
      />
      <IconButton
        icon="jumpBack"
        label={t.jumpBack(settings.jumpBackwardAmount)}
        size={26}
        disabled={loading}
        onClick={jumpBackward}
      />
      <button
        type="button"
        className="sk-player__play"
        aria-label={loading ? t.loading : playing ? t.pause : t.play}
        aria-busy={loading || undefined}
        disabled={loading}
        onClick={togglePlayback}
      >
        {loading ? (
          <Spinner size={24} label={t.loading} />
        ) : (
          <Icon name={playing ? 'pause' : 'play'} size={28} />
        )}
      </button>
      <IconButton
        icon="jumpForward"
        label={t.jumpForward(settings.jumpForwardAmount)}
        size={26}
        disabled={loading}
        onClick={jumpForward}
      />
      <IconButton icon="next" label={t.nextChapter} size={22} disabled={loading} onClick={nextChapter} />
    </div>
  )
}

/**
 * Current time, chapter name, percent played and time remaining; all at the playback rate (spec 01 §4). The
 * times are drawn on canvases (see `ClockCanvas`) on each change of position (see `usePlayerDisplay`), with the
 * text in their `data-text`; assistive technology reads the position from the seek slider. The chapter name,
 * which changes seldom, is text.
 */
function PlayerTimes() {
  const current = useCanvasDrawer((canvas) => new ClockCanvas(canvas, 'start'))
  const remaining = useCanvasDrawer((canvas) => new ClockCanvas(canvas, 'end'))
  const chapter = useRef<HTMLSpanElement>(null)
  usePlayerDisplay(({ shown }) => {
    current.drawer.current?.write([
      shown.chapterTrack
        ? `${formatClock(shown.elapsed)} / ${formatClock(shown.total)}`
        : formatClock(shown.elapsed),
    ])
    remaining.drawer.current?.write([formatPercent(shown.fraction), `-${formatClock(shown.remaining)}`])
    const title = shown.chapter?.title ?? ''
    if (chapter.current && chapter.current.textContent !== title) chapter.current.textContent = title
  })
  return (
    <div className="sk-player__times">
      <Clock canvasRef={current.ref} testId="player-current-time" />
      <span ref={chapter} className="sk-player__chapter" data-testid="player-chapter" />
      <Clock canvasRef={remaining.ref} testId="player-remaining-time" />
    </div>
  )
}

/** One of the bar's clock canvases; hidden from assistive technology, which reads the seek slider. */
function Clock({ canvasRef, testId }: { canvasRef: RefCallback<HTMLCanvasElement>; testId: string }) {
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex takes no focus
  return <canvas ref={canvasRef} className="sk-player__clock" aria-hidden="true" data-testid={testId} />
}

function SleepTimerButton({ onOpen }: { onOpen(): void }) {
  const t = useStore(messages)
  const timer = useStore($sleepTimer)
  if (!timer.type) return <IconButton icon="sleep" label={t.sleepTimer} size={22} onClick={onOpen} />
  const remaining = formatSleepTimer(timer)
  return (
    <button
      type="button"
      className="sk-player__sleep-set"
      aria-label={timer.type === 'chapter' ? t.sleepEndOfChapter : t.sleepLeft({ time: remaining })}
      title={t.sleepTimer}
      onClick={onOpen}
    >
      <Icon name="sleep" size={18} />
      {remaining}
    </button>
  )
}

function BookmarksButton({ onOpen }: { onOpen(): void }) {
  const t = useStore(messages)
  const bookmarks = useStore($playerBookmarks)
  return (
    <IconButton
      icon={bookmarks.length ? 'bookmark' : 'bookmarkOutline'}
      label={bookmarks.length ? t.bookmarksCount({ count: bookmarks.length }) : t.bookmarks}
      size={22}
      onClick={onOpen}
    />
  )
}

function QueueButton({ onOpen }: { onOpen(): void }) {
  const t = useStore(messages)
  const { items } = useStore($playerQueue)
  if (!items.length) return null
  return <IconButton icon="queue" label={t.queue({ count: items.length })} size={22} onClick={onOpen} />
}
