import {
  type LibraryItem,
  type PlaybackSession,
  type PlayRequest,
  type StreamErrorPayload,
  type StreamResetPayload,
  type UserItemProgressUpdatedPayload,
  urls,
} from '@shelfkit/client'
import { atom, type ReadableAtom } from 'nanostores'
import type { UserSettings } from '../settings'
import { chapterAt, nextChapterTarget, previousChapterTarget } from './chapters'
import {
  OTHER_SESSION_WARNING_MS,
  otherSessionMessage,
  PLAYER_TICK_MS,
  PLAYER_TOAST_KEYS,
  playerMessages,
  STREAM_RESET_DELAY_MS,
} from './constants'
import { clampPlaybackRate, clampSeekTime, clampVolume, stepPlaybackRate } from './controls'
import { ProgressSync } from './progress-sync'
import { nextQueueItem, queueIndexOf, withQueueItem } from './queue-rules'
import { NO_SLEEP_TIMER, SleepTimer } from './sleep-timer'
import { absoluteUrl, isTranscode, playableTracks, totalDuration } from './tracks'
import type {
  OutputEvents,
  OutputFactory,
  OutputKind,
  OutputMetadata,
  OutputState,
  PlayerApi,
  PlayerOutput,
  PlayerState,
  PlayerTime,
  PlayItemOptions,
  QueueItem,
  QueueState,
  SleepTimerState,
} from './types'

export interface PlayerToasts {
  show(request: {
    type: 'error' | 'warning' | 'info'
    message: string
    timeoutMs?: number | null
    key?: string
  }): void
  dismiss(key: string): void
}

/** Everything the player needs from outside; the app wires the real ones, unit tests their own. */
export interface PlayerDeps {
  api: PlayerApi
  createOutput: OutputFactory
  supportedMimeTypes(kind: OutputKind): string[]
  deviceInfo(): PlayRequest['deviceInfo']
  /** The server's base URL ('' = same origin). */
  baseUrl(): string
  /** The page origin, for the absolute URLs a Cast receiver needs. */
  origin(): string
  settings: ReadableAtom<UserSettings>
  updateSettings(changes: Partial<UserSettings>): void
  toasts: PlayerToasts
  /** Remembered volume (spec 01 §3 'volume') and queue autoplay ('playerQueueAutoPlay', '1'/'0'). */
  storage: {
    read(key: 'volume' | 'playerQueueAutoPlay'): string | null
    write(key: string, value: string): void
  }
  now(): number
}

const IDLE: PlayerState = Object.freeze({
  status: 'idle',
  output: 'local',
  libraryItemId: null,
  episodeId: null,
  libraryItem: null,
  sessionId: null,
  playMethod: null,
  isHls: false,
  displayTitle: '',
  displayAuthor: '',
  chapters: [],
  duration: 0,
  playbackRate: 1,
  volume: 1,
  muted: false,
}) as PlayerState

/**
 * The player state machine (spec 01 §4 "Player"): IDLE → LOADING → LOADED → PLAYING ⇄ PAUSED, one playback
 * session at a time, an output (local or cast) that makes the sound, the progress sync, queue, chapters and sleep
 * timer. Independent of any UI framework; every timer goes through the global timer functions.
 */
export function createPlayerController(deps: PlayerDeps) {
  const storedVolume = Number.parseFloat(deps.storage.read('volume') ?? '')
  const $player = atom<PlayerState>({
    ...IDLE,
    playbackRate: clampPlaybackRate(deps.settings.get().playbackRate),
    volume: Number.isFinite(storedVolume) ? clampVolume(storedVolume) : 1,
  })
  const $playerTime = atom<PlayerTime>({ currentTime: 0, bufferedTime: 0 })
  const $queue = atom<QueueState>({ items: [], autoPlay: deps.storage.read('playerQueueAutoPlay') !== '0' })
  const $sleepTimer = atom<SleepTimerState>(NO_SLEEP_TIMER)
  const $outputKind = atom<OutputKind>('local')

  let output: PlayerOutput | null = null
  let session: PlaybackSession | null = null
  /** Bumped for every new session or output: answers and events of older ones are ignored. */
  let generation = 0
  let tickTimer: ReturnType<typeof setInterval> | null = null
  let lastTickAt = 0
  let otherSessionId: string | null = null
  let restarting = false

  const sleepTimer = new SleepTimer((state) => $sleepTimer.set(state))
  const progressSync = new ProgressSync({
    send: (body) => {
      const id = session?.id
      return id ? deps.api.syncSession(id, body) : Promise.resolve()
    },
    onFailing: () =>
      deps.toasts.show({
        type: 'error',
        message: playerMessages.get().syncFailing,
        timeoutMs: null,
        key: PLAYER_TOAST_KEYS.syncFailing,
      }),
    onSessionLost: () => {
      if (!session || restarting) return
      progressSync.continueInNewSession()
      void restartSession({ closeOld: false })
    },
  })

  const patch = (changes: Partial<PlayerState>) => $player.set({ ...$player.get(), ...changes })
  const currentTime = () => output?.currentTime() ?? $playerTime.get().currentTime
  const setTime = (time: number) =>
    $playerTime.set({ currentTime: time, bufferedTime: output?.bufferedTime() ?? 0 })

  // Spec 01 §4: the playback rate follows the user setting.
  deps.settings.subscribe((settings) => {
    const rate = clampPlaybackRate(settings.playbackRate)
    if (rate === $player.get().playbackRate) return
    patch({ playbackRate: rate })
    output?.setPlaybackRate(rate)
  })

  // ---- the tick -------------------------------------------------------------------------------------------

  function startTick() {
    if (tickTimer !== null) return
    lastTickAt = deps.now()
    tickTimer = setInterval(onTick, PLAYER_TICK_MS)
  }

  function stopTick() {
    if (tickTimer === null) return
    clearInterval(tickTimer)
    tickTimer = null
  }

  function onTick() {
    if (!output) return
    const now = deps.now()
    const elapsed = Math.max(0, (now - lastTickAt) / 1000)
    lastTickAt = now
    const time = output.currentTime()
    $playerTime.set({ currentTime: time, bufferedTime: output.bufferedTime() })
    progressSync.tick(elapsed, time, $player.get().duration)
    if (sleepTimer.tick(elapsed, time)) {
      pause()
      deps.toasts.show({ type: 'info', message: playerMessages.get().sleepTimerDone })
    }
  }

  // ---- output events --------------------------------------------------------------------------------------

  function eventsFor(owner: number): OutputEvents {
    const live = () => owner === generation
    return {
      onState: (state) => {
        if (live()) applyOutputState(state)
      },
      onTime: (seconds) => {
        if (live()) setTime(seconds)
      },
      onBuffered: (seconds) => {
        // While playing, the next tick carries it: one store write (and one repaint) a second at most.
        if (live() && tickTimer === null) $playerTime.set({ ...$playerTime.get(), bufferedTime: seconds })
      },
      onError: (error) => {
        if (!live()) return
        console.error('Playback error', error.message)
        // Spec 01 §4: an audio error on the local player restarts the session forcing a transcode.
        if (error.fatal && output?.kind === 'local' && !$player.get().isHls) {
          void restartSession({ closeOld: true, forceTranscode: true })
        }
      },
      onFinished: () => {
        if (live()) finished()
      },
    }
  }

  function applyOutputState(state: OutputState) {
    const status = $player.get().status
    if (state === 'playing') {
      patch({ status: 'playing' })
      startTick()
      return
    }
    stopTick()
    if (state === 'loaded') {
      if (status === 'loading') patch({ status: 'loaded' })
    } else {
      patch({ status: state })
    }
    if (output) setTime(output.currentTime())
  }

  /** Spec 01 §4: stop the tick, send a final sync, then the next queue item if autoplay is on. */
  function finished() {
    stopTick()
    const { duration } = $player.get()
    setTime(duration)
    patch({ status: 'paused' })
    progressSync.sync(duration, duration)
    const next = nextInQueue()
    if ($queue.get().autoPlay && next) void playQueueItem(next)
    else console.info('Last item in the queue finished')
  }

  // ---- sessions -------------------------------------------------------------------------------------------

  function playRequest(kind: OutputKind, forceTranscode: boolean): PlayRequest {
    return {
      deviceInfo: deps.deviceInfo(),
      supportedMimeTypes: deps.supportedMimeTypes(kind),
      mediaPlayer: kind === 'cast' ? 'chromecast' : 'html5',
      forceTranscode: kind === 'local' && forceTranscode,
      // The receiver fetches the files itself and cannot use an HLS transcode (spec 01 §7).
      forceDirectPlay: kind === 'cast',
    }
  }

  function metadataFor(opened: PlaybackSession, item: LibraryItem | null): OutputMetadata {
    const base = deps.baseUrl()
    const cover = item?.media.coverPath
      ? absoluteUrl(urls.coverUrl(base, item.id, { updatedAt: item.updatedAt }), deps.origin())
      : null
    const book = item?.mediaType === 'book' ? item.media.metadata : null
    return {
      title: opened.displayTitle,
      author: opened.displayAuthor,
      coverUrl: cover,
      mediaType: opened.mediaType,
      narrators: book?.narratorName ?? undefined,
      publisher: book?.publisher ?? null,
    }
  }

  interface OpenOptions {
    libraryItemId: string
    episodeId: string | null
    startTime?: number
    playWhenReady: boolean
    forceTranscode: boolean
    /**
     * Fetches the full item; null when it could not be fetched: then nothing plays. Asked for together with the
     * session (right after it, so the server answers the play request first): the sound waits for the slower of
     * the two, not both. The item goes into the state only after the output has the tracks, so rendering it does
     * not delay the sound.
     */
    fetchItem?: () => Promise<LibraryItem | null>
  }

  /** Opens a session and loads it into a new output. Returns false when a newer request took over. */
  async function openSession(owner: number, options: OpenOptions): Promise<boolean> {
    const kind = $outputKind.get()
    // The output (its module is fetched on first use) gets ready while the server opens the session.
    const outputReady = deps.createOutput(kind, eventsFor(owner)).catch((error: unknown) => {
      console.error('Could not create the audio output', error)
      return null
    })
    const discardOutput = () => void outputReady.then((unused) => unused?.destroy())
    const sessionRequest = deps.api.startSession(
      options.libraryItemId,
      playRequest(kind, options.forceTranscode),
      options.episodeId,
    )
    const itemReady = options.fetchItem?.()
    let opened: PlaybackSession
    try {
      opened = await sessionRequest
    } catch (error) {
      discardOutput()
      // Spec 01 §8: a start-stream failure is logged only; no session is prepared.
      if (owner === generation) {
        console.error('Failed to start a playback session', error)
        resetToIdle()
      }
      return false
    }
    const fetched = itemReady ? await itemReady : undefined
    const created = await outputReady
    if (owner !== generation || fetched === null || !created) {
      created?.destroy()
      deps.api.closeSession(opened.id, null).catch(() => {})
      if (owner === generation) resetToIdle()
      return false
    }
    session = opened
    output = created
    const hls = isTranscode(opened)
    const tracks = playableTracks(opened, kind, deps.baseUrl(), deps.origin())
    const duration = hls ? opened.duration : totalDuration(tracks) || opened.duration
    const start = clampSeekTime(options.startTime ?? opened.currentTime ?? 0, duration)
    const item = opened.libraryItem ?? fetched ?? $player.get().libraryItem
    const { playbackRate, volume, muted } = $player.get()
    // The sound first; the views update after.
    created.load({
      sessionId: opened.id,
      libraryItemId: opened.libraryItemId,
      tracks,
      isHls: hls,
      startTime: start,
      playWhenReady: options.playWhenReady,
      playbackRate,
      volume,
      muted,
      metadata: metadataFor(opened, item),
    })
    patch({
      sessionId: opened.id,
      playMethod: opened.playMethod,
      isHls: hls,
      displayTitle: opened.displayTitle,
      displayAuthor: opened.displayAuthor,
      chapters: opened.chapters,
      duration,
      libraryItem: item,
      output: kind,
    })
    setTime(start)
    sleepTimer.chapterChangedBySeek(chapterAt(opened.chapters, start)?.end ?? null)
    return true
  }

  function releaseOutput() {
    stopTick()
    output?.destroy()
    output = null
  }

  /** Closes the current session on the server (fire and forget) with the spec 01 §5 report. */
  function closeSessionOnServer() {
    if (!session) return
    const report = progressSync.takeCloseReport(currentTime(), $player.get().duration)
    const id = session.id
    session = null
    deps.api
      .closeSession(id, report)
      .catch((error) => console.error('Failed to close the playback session', error))
  }

  /**
   * A new session for the loaded item at the current position: after a direct-play error (forcing a transcode),
   * when switching between local and cast, or when the server no longer knows the session.
   */
  async function restartSession(options: {
    closeOld: boolean
    forceTranscode?: boolean
    playWhenReady?: boolean
  }) {
    const state = $player.get()
    if (!state.libraryItemId) return
    restarting = true
    const owner = ++generation
    const time = currentTime()
    const playWhenReady = options.playWhenReady ?? (state.status === 'playing' || state.status === 'loading')
    if (options.closeOld) closeSessionOnServer()
    else session = null
    releaseOutput()
    patch({ status: 'loading' })
    try {
      await openSession(owner, {
        libraryItemId: state.libraryItemId,
        episodeId: state.episodeId,
        startTime: time,
        playWhenReady,
        forceTranscode: options.forceTranscode ?? state.isHls,
      })
    } finally {
      if (owner === generation) restarting = false
    }
  }

  function resetToIdle() {
    generation++
    releaseOutput()
    session = null
    restarting = false
    progressSync.reset()
    otherSessionId = null
    deps.toasts.dismiss(PLAYER_TOAST_KEYS.otherSession)
    const { playbackRate, volume, muted } = $player.get()
    $player.set({ ...IDLE, playbackRate, volume, muted, output: $outputKind.get() })
    $playerTime.set({ currentTime: 0, bufferedTime: 0 })
  }

  // ---- public actions -------------------------------------------------------------------------------------

  /**
   * Plays a book, or an episode of a podcast (spec 01 §4): the loaded item resumes (or seeks to `startTime`);
   * anything else is fetched, a session opened and played from `startTime` or the saved position.
   */
  async function playItem(libraryItemId: string, options: PlayItemOptions = {}): Promise<void> {
    const episodeId = options.episodeId ?? null
    const state = $player.get()
    if (options.queueItems) setQueue(options.queueItems)
    if (state.status !== 'idle' && state.libraryItemId === libraryItemId && state.episodeId === episodeId) {
      if (state.status === 'loading') return
      if (options.startTime !== undefined) seek(options.startTime)
      if (!options.paused) play()
      return
    }
    if (!options.queueItems && queueIndexOf($queue.get().items, libraryItemId, episodeId) < 0) setQueue([])

    const owner = ++generation
    closeSessionOnServer()
    releaseOutput()
    progressSync.reset()
    otherSessionId = null
    deps.toasts.dismiss(PLAYER_TOAST_KEYS.otherSession)
    const { playbackRate, volume, muted } = $player.get()
    $player.set({
      ...IDLE,
      status: 'loading',
      libraryItemId,
      episodeId,
      playbackRate,
      volume,
      muted,
      output: $outputKind.get(),
    })
    $playerTime.set({ currentTime: options.startTime ?? 0, bufferedTime: 0 })

    await openSession(owner, {
      libraryItemId,
      episodeId,
      startTime: options.startTime,
      playWhenReady: !options.paused,
      forceTranscode: !!options.forceTranscode,
      fetchItem: () =>
        deps.api.getItem(libraryItemId).catch((error: unknown) => {
          // Spec 01 §8: the item fetch for play fails → logged; nothing plays.
          if (owner === generation) console.error('Failed to fetch the item to play', error)
          return null
        }),
    })
  }

  function play() {
    const { status } = $player.get()
    if (output && (status === 'loaded' || status === 'paused' || status === 'buffering')) output.play()
  }

  function pause() {
    if (output && $player.get().status !== 'idle') output.pause()
  }

  function togglePlay() {
    if ($player.get().status === 'playing') pause()
    else play()
  }

  /**
   * Spec 01 §4: ignored while loading or for a time that is not a number; clamped to the item; a seek while
   * paused syncs (unless `sync` is false: a jump to another device's position).
   */
  function seek(time: number, options: { sync?: boolean } = {}) {
    const state = $player.get()
    if (!output || state.status === 'loading' || state.status === 'idle') return
    if (typeof time !== 'number' || Number.isNaN(time)) return
    const target = clampSeekTime(time, state.duration)
    output.seek(target)
    setTime(target)
    sleepTimer.chapterChangedBySeek(chapterAt(state.chapters, target)?.end ?? null)
    if (state.status !== 'playing' && options.sync !== false) progressSync.sync(target, state.duration)
  }

  function jumpBackward() {
    seek(currentTime() - deps.settings.get().jumpBackwardAmount)
  }

  function jumpForward() {
    seek(currentTime() + deps.settings.get().jumpForwardAmount)
  }

  /** Spec 01 §4 "Chapter navigation": the 3 s rule; the item's start at the first chapter. */
  function previousChapter() {
    seek(previousChapterTarget($player.get().chapters, currentTime()))
  }

  /** Spec 01 §4 "Chapter navigation": the next chapter, else the next queue item. */
  function nextChapter() {
    const target = nextChapterTarget($player.get().chapters, currentTime())
    if (target !== null) {
      seek(target)
      return
    }
    const next = nextInQueue()
    if (next) void playQueueItem(next)
  }

  /** Sets the rate through the user setting the player follows (spec 01 §4, §5). */
  function setPlaybackRate(rate: number) {
    deps.updateSettings({ playbackRate: clampPlaybackRate(rate) })
  }

  function stepRate(direction: 1 | -1) {
    const settings = deps.settings.get()
    setPlaybackRate(
      stepPlaybackRate($player.get().playbackRate, settings.playbackRateIncrementDecrement, direction),
    )
  }

  function setVolume(volume: number) {
    const next = clampVolume(volume)
    patch({ volume: next, muted: next === 0 ? $player.get().muted : false })
    deps.storage.write('volume', String(next))
    const state = $player.get()
    output?.setVolume(state.volume, state.muted)
  }

  function toggleMute() {
    const muted = !$player.get().muted
    patch({ muted })
    output?.setVolume($player.get().volume, muted)
  }

  /**
   * Spec 01 §4: closing while loading does nothing; otherwise the session closes (with the listening report)
   * and the player, queue and sleep timer reset.
   */
  function close() {
    const { status } = $player.get()
    if (status === 'loading' || status === 'idle') return
    stopTick()
    closeSessionOnServer()
    clearMedia()
  }

  /** Resets without telling the server (it closed the session itself). */
  function clearMedia() {
    resetToIdle()
    sleepTimer.cancel()
    setQueue([])
  }

  // ---- queue ----------------------------------------------------------------------------------------------

  function setQueue(items: readonly QueueItem[]) {
    $queue.set({ ...$queue.get(), items: [...items] })
  }

  function nextInQueue(): QueueItem | null {
    const { libraryItemId, episodeId } = $player.get()
    return nextQueueItem($queue.get().items, libraryItemId, episodeId)
  }

  function playQueueItem(item: QueueItem) {
    return playItem(item.libraryItemId, { episodeId: item.episodeId, queueItems: $queue.get().items })
  }

  function addToQueue(item: QueueItem) {
    const current = $queue.get()
    const items = withQueueItem(current.items, item)
    if (items !== current.items) $queue.set({ ...current, items })
  }

  function removeFromQueue(libraryItemId: string, episodeId: string | null = null) {
    const current = $queue.get()
    const index = queueIndexOf(current.items, libraryItemId, episodeId)
    if (index >= 0) $queue.set({ ...current, items: current.items.filter((_, i) => i !== index) })
  }

  function setQueueAutoPlay(autoPlay: boolean) {
    deps.storage.write('playerQueueAutoPlay', autoPlay ? '1' : '0')
    $queue.set({ ...$queue.get(), autoPlay })
  }

  // ---- sleep timer ----------------------------------------------------------------------------------------

  function setSleepTimer(seconds: number) {
    sleepTimer.setCountdown(seconds)
  }

  function setSleepTimerEndOfChapter() {
    sleepTimer.setEndOfChapter(chapterAt($player.get().chapters, currentTime())?.end ?? null)
  }

  // ---- output switching (cast) ----------------------------------------------------------------------------

  /** Spec 01 §4: casting start or stop switches the output, carrying the position over. */
  async function switchOutput(kind: OutputKind) {
    if ($outputKind.get() === kind) return
    const wasPlaying = $player.get().status === 'playing'
    $outputKind.set(kind)
    if (!session) {
      patch({ output: kind })
      return
    }
    await restartSession({ closeOld: true, forceTranscode: false, playWhenReady: wasPlaying })
  }

  // ---- server events --------------------------------------------------------------------------------------

  /**
   * Spec 01 §4 "Reactions to server events": another session saved progress of the playing item. Playing → a
   * 20 s warning naming the device; paused → jump to its position.
   */
  function onProgressUpdated(payload: UserItemProgressUpdatedPayload) {
    const state = $player.get()
    if (!session || payload.sessionId === session.id || !payload.data) return
    if (payload.data.libraryItemId !== state.libraryItemId) return
    if ((payload.data.episodeId ?? null) !== state.episodeId) return
    if (state.status === 'playing') {
      otherSessionId = payload.sessionId
      deps.toasts.show({
        type: 'warning',
        message: otherSessionMessage(payload.deviceDescription),
        timeoutMs: OTHER_SESSION_WARNING_MS,
        key: PLAYER_TOAST_KEYS.otherSession,
      })
    } else if (state.status === 'paused' || state.status === 'loaded') {
      seek(payload.data.currentTime, { sync: false })
    }
  }

  /** A closed session clears the warning; our own session closed by the server resets the player. */
  function onSessionClosed(sessionId: string) {
    if (sessionId === otherSessionId) {
      otherSessionId = null
      deps.toasts.dismiss(PLAYER_TOAST_KEYS.otherSession)
    }
    if (session && sessionId === session.id && !restarting) {
      session = null
      clearMedia()
    }
  }

  /** Spec 01 §4: tear the HLS stream down, wait 1 s, restart at the given time and play. */
  async function onStreamReset(payload: StreamResetPayload) {
    if (!session || payload.streamId !== session.id || !$player.get().isHls || $outputKind.get() !== 'local')
      return
    const owner = ++generation
    const opened = session
    releaseOutput()
    patch({ status: 'loading' })
    await new Promise((resolve) => setTimeout(resolve, STREAM_RESET_DELAY_MS))
    if (owner !== generation) return
    const created = await deps.createOutput('local', eventsFor(owner))
    if (owner !== generation) {
      created.destroy()
      return
    }
    output = created
    const state = $player.get()
    const start = clampSeekTime(payload.startTime, state.duration)
    setTime(start)
    created.load({
      sessionId: opened.id,
      libraryItemId: opened.libraryItemId,
      tracks: playableTracks(opened, 'local', deps.baseUrl(), deps.origin()),
      isHls: true,
      startTime: start,
      playWhenReady: true,
      playbackRate: state.playbackRate,
      volume: state.volume,
      muted: state.muted,
      metadata: metadataFor(opened, state.libraryItem),
    })
  }

  /**
   * The playing item changed on the server (`item_updated`): new details and, for a book, new chapters. Spec 01
   * §4: chapter-track mode turns off when the chapters vanish.
   */
  function onItemUpdated(item: LibraryItem) {
    const state = $player.get()
    if (state.status === 'idle' || item.id !== state.libraryItemId) return
    const chapters =
      item.mediaType === 'book'
        ? item.media.chapters
        : (item.media.episodes.find((episode) => episode.id === state.episodeId)?.chapters ?? state.chapters)
    patch({ libraryItem: item, chapters })
    if (state.chapters.length > 0 && chapters.length === 0 && deps.settings.get().useChapterTrack) {
      deps.updateSettings({ useChapterTrack: false })
    }
  }

  /** Spec 01 §4: the server closed or failed the stream → the player closes. */
  function onStreamClosed(sessionId: string) {
    if (session && sessionId === session.id && !restarting) {
      session = null
      clearMedia()
    }
  }

  function onStreamError(payload: StreamErrorPayload) {
    if (session && payload.id === session.id) close()
  }

  return {
    $player: $player as ReadableAtom<PlayerState>,
    $playerTime: $playerTime as ReadableAtom<PlayerTime>,
    $queue: $queue as ReadableAtom<QueueState>,
    $sleepTimer: $sleepTimer as ReadableAtom<SleepTimerState>,
    $outputKind: $outputKind as ReadableAtom<OutputKind>,
    playItem,
    play,
    pause,
    togglePlay,
    seek,
    jumpBackward,
    jumpForward,
    previousChapter,
    nextChapter,
    setPlaybackRate,
    increasePlaybackRate: () => stepRate(1),
    decreasePlaybackRate: () => stepRate(-1),
    setVolume,
    toggleMute,
    close,
    addToQueue,
    removeFromQueue,
    clearQueue: () => setQueue([]),
    setQueueAutoPlay,
    playNextInQueue: () => {
      const next = nextInQueue()
      return next ? playQueueItem(next) : Promise.resolve()
    },
    setSleepTimer,
    setSleepTimerEndOfChapter,
    incrementSleepTimer: (seconds: number) => sleepTimer.increment(seconds),
    decrementSleepTimer: (seconds: number) => sleepTimer.decrement(seconds),
    cancelSleepTimer: () => sleepTimer.cancel(),
    switchOutput,
    currentTime,
    onProgressUpdated,
    onSessionClosed,
    onItemUpdated,
    onStreamReset,
    onStreamClosed,
    onStreamError,
  }
}

export type PlayerController = ReturnType<typeof createPlayerController>
