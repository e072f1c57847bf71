import type { PlayerController } from './controller'
import type { PlayerState } from './types'

/** The part of `navigator.mediaSession` the player uses. */
export interface MediaSessionLike {
  metadata: unknown
  playbackState: 'none' | 'paused' | 'playing'
  setActionHandler(action: string, handler: ((details: MediaSessionDetails) => void) | null): void
  setPositionState?(state: { duration: number; playbackRate: number; position: number }): void
}

export interface MediaSessionDetails {
  action?: string
  seekOffset?: number
  seekTime?: number
}

/** A position further than this from where the browser thinks playback is gets sent again. */
const POSITION_DRIFT_S = 1.5

export interface MediaSessionEnv {
  mediaSession: MediaSessionLike
  /** `new MediaMetadata(init)` */
  createMetadata(init: { title: string; artist: string; album: string; artwork: { src: string }[] }): unknown
  coverUrl(state: PlayerState): string | null
}

/**
 * The Media Session API (lock screen, headset keys, OS media controls): metadata with the cover and the play,
 * pause, stop, seek, previous and next handlers. Returns the function that unbinds it.
 */
export function bindMediaSession(player: PlayerController, env: MediaSessionEnv): () => void {
  const session = env.mediaSession
  const handlers: Record<string, (details: MediaSessionDetails) => void> = {
    play: () => player.play(),
    pause: () => player.pause(),
    stop: () => player.pause(),
    seekbackward: (details) =>
      details.seekOffset ? player.seek(player.currentTime() - details.seekOffset) : player.jumpBackward(),
    seekforward: (details) =>
      details.seekOffset ? player.seek(player.currentTime() + details.seekOffset) : player.jumpForward(),
    seekto: (details) => {
      if (details.seekTime !== undefined) player.seek(details.seekTime)
    },
    previoustrack: () => player.previousChapter(),
    nexttrack: () => player.nextChapter(),
  }
  for (const [action, handler] of Object.entries(handlers)) {
    try {
      session.setActionHandler(action, handler)
    } catch {
      // This browser does not know the action.
    }
  }

  let shownKey = ''
  const stopPlayer = player.$player.subscribe((state) => {
    const key = `${state.sessionId}|${state.displayTitle}`
    if (key !== shownKey) {
      shownKey = key
      const cover = env.coverUrl(state)
      session.metadata = state.sessionId
        ? env.createMetadata({
            title: state.displayTitle,
            artist: state.displayAuthor,
            album:
              state.libraryItem?.mediaType === 'podcast'
                ? (state.libraryItem.media.metadata.title ?? '')
                : '',
            artwork: cover ? [{ src: cover }] : [],
          })
        : null
    }
    session.playbackState =
      state.status === 'playing' ? 'playing' : state.status === 'idle' ? 'none' : 'paused'
  })
  // The browser moves the position on by itself at the given rate: tell it only what it cannot know (a seek,
  // a pause, a new rate or item). Setting it every second costs more main-thread time than the whole tick.
  let told = { position: Number.NaN, at: 0, rate: 0, playing: false, duration: 0 }
  const tellPosition = () => {
    const { currentTime } = player.$playerTime.get()
    const { duration, playbackRate, status } = player.$player.get()
    if (status === 'idle' || !(duration > 0) || !session.setPositionState) return
    const playing = status === 'playing'
    const now = Date.now()
    const expected = told.playing ? told.position + ((now - told.at) / 1000) * told.rate : told.position
    const unchanged =
      told.rate === playbackRate &&
      told.playing === playing &&
      told.duration === duration &&
      Math.abs(currentTime - expected) < POSITION_DRIFT_S
    if (unchanged) return
    const position = Math.min(duration, Math.max(0, currentTime))
    told = { position, at: now, rate: playbackRate, playing, duration }
    try {
      session.setPositionState({ duration, playbackRate, position })
    } catch {
      // An inconsistent state during loading; the next change fixes it.
    }
  }
  const stopTime = player.$playerTime.subscribe(tellPosition)
  const stopState = player.$player.listen(tellPosition)
  return () => {
    stopPlayer()
    stopTime()
    stopState()
    for (const action of Object.keys(handlers)) {
      try {
        session.setActionHandler(action, null)
      } catch {
        // unknown action
      }
    }
  }
}
