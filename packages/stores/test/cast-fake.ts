import type {
  CastContextInstance,
  CastGlobals,
  CastImage,
  CastLoadRequest,
  CastMediaInfo,
  CastMediaMetadata,
  CastQueueData,
  CastQueueItem,
  CastSession,
  CastWindow,
  RemotePlayerControllerLike,
  RemotePlayerLike,
} from '../src/player/cast/cast-api'

type Handler = (event: { field: string; value: unknown }) => void

/**
 * A stand-in for the Google Cast Web Sender framework with the same names and shapes (`cast.framework.*`,
 * `chrome.cast.*`): a context with one session whose `loadMedia` requests are recorded, and a remote player the
 * test moves through receiver states.
 */
export function fakeCastFramework() {
  const loads: CastLoadRequest[] = []
  const options: { receiverApplicationId: string; autoJoinPolicy: string }[] = []
  const contextListeners = new Map<string, ((event: { sessionState: string }) => void)[]>()
  const controllerCalls: string[] = []
  let sessionActive = false
  let sessionEnded = false

  const PlayerState = { IDLE: 'IDLE', PLAYING: 'PLAYING', PAUSED: 'PAUSED', BUFFERING: 'BUFFERING' }
  const RemotePlayerEventType = {
    PLAYER_STATE_CHANGED: 'playerStateChanged',
    CURRENT_TIME_CHANGED: 'currentTimeChanged',
    IS_MEDIA_LOADED_CHANGED: 'isMediaLoadedChanged',
  }

  const remote: RemotePlayerLike = {
    isConnected: true,
    isMediaLoaded: false,
    isPaused: true,
    isMuted: false,
    currentTime: 0,
    duration: 0,
    volumeLevel: 1,
    playerState: null,
    mediaInfo: null,
  }
  const controllerListeners = new Map<string, Handler[]>()

  class RemotePlayer {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: every RemotePlayer of the SDK mirrors the one receiver
      return remote
    }
  }
  class RemotePlayerController implements RemotePlayerControllerLike {
    playOrPause() {
      controllerCalls.push('playOrPause')
    }
    seek() {
      controllerCalls.push(`seek:${remote.currentTime}`)
    }
    stop() {
      controllerCalls.push('stop')
    }
    setVolumeLevel() {
      controllerCalls.push(`volume:${remote.volumeLevel}`)
    }
    muteOrUnmute() {
      controllerCalls.push('muteOrUnmute')
    }
    addEventListener(type: string, handler: Handler) {
      controllerListeners.set(type, [...(controllerListeners.get(type) ?? []), handler])
    }
    removeEventListener(type: string, handler: Handler) {
      controllerListeners.set(
        type,
        (controllerListeners.get(type) ?? []).filter((h) => h !== handler),
      )
    }
  }

  const session: CastSession = {
    loadMedia(request) {
      loads.push(request)
      const media = request.queueData?.items?.[request.queueData.startIndex ?? 0]?.media ?? request.media
      remote.mediaInfo = media
      remote.currentTime = request.currentTime ?? 0
      remote.isMediaLoaded = true
      return Promise.resolve(undefined)
    },
    endSession() {
      sessionEnded = true
    },
    getCastDevice: () => ({ friendlyName: 'Living Room' }),
  }

  const context: CastContextInstance = {
    setOptions: (value) => {
      options.push(value)
    },
    addEventListener: (type, handler) => {
      contextListeners.set(type, [...(contextListeners.get(type) ?? []), handler])
    },
    removeEventListener: () => {},
    getCurrentSession: () => (sessionActive ? session : null),
    requestSession: () => {
      sessionActive = true
      for (const handler of contextListeners.get('sessionstatechanged') ?? [])
        handler({ sessionState: 'SESSION_STARTED' })
      return Promise.resolve(null)
    },
  }

  class MediaInfo implements CastMediaInfo {
    metadata: CastMediaMetadata | null = null
    duration: number | null = null
    constructor(
      readonly contentId: string,
      readonly contentType: string,
    ) {}
  }
  class Metadata implements CastMediaMetadata {}
  class Image implements CastImage {
    constructor(readonly url: string) {}
  }
  class QueueItem implements CastQueueItem {
    constructor(readonly media: CastMediaInfo) {}
  }
  class QueueData implements CastQueueData {}
  class LoadRequest implements CastLoadRequest {
    constructor(readonly media: CastMediaInfo) {}
  }

  const globals: CastGlobals = {
    cast: {
      framework: {
        CastContext: { getInstance: () => context },
        CastContextEventType: { SESSION_STATE_CHANGED: 'sessionstatechanged' },
        SessionState: {
          SESSION_STARTED: 'SESSION_STARTED',
          SESSION_RESUMED: 'SESSION_RESUMED',
          SESSION_ENDED: 'SESSION_ENDED',
        },
        RemotePlayer: RemotePlayer as unknown as new () => RemotePlayerLike,
        RemotePlayerController: RemotePlayerController as unknown as new (
          player: RemotePlayerLike,
        ) => RemotePlayerControllerLike,
        RemotePlayerEventType,
      },
    },
    chrome: {
      cast: {
        AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
        Image,
        media: {
          MediaInfo,
          MusicTrackMediaMetadata: Metadata,
          AudiobookChapterMediaMetadata: Metadata,
          QueueItem,
          QueueData,
          LoadRequest,
          PlayerState,
          QueueType: { AUDIOBOOK: 'AUDIOBOOK', PODCAST_SERIES: 'PODCAST_SERIES' },
        },
      },
    },
  }

  /** What loading the sender script does: defines the globals and calls the page's callback. */
  function installInto(win: CastWindow) {
    win.cast = globals.cast
    win.chrome = globals.chrome
    win.__onGCastApiAvailable?.(true)
  }

  return {
    globals,
    remote,
    loads,
    options,
    controllerCalls,
    installInto,
    sessionEnded: () => sessionEnded,
    /** The receiver reports a new state. */
    setReceiverState(state: keyof typeof PlayerState, changes: Partial<RemotePlayerLike> = {}) {
      Object.assign(remote, changes, { playerState: PlayerState[state], isPaused: state !== 'PLAYING' })
      for (const handler of controllerListeners.get(RemotePlayerEventType.PLAYER_STATE_CHANGED) ?? [])
        handler({ field: 'playerState', value: remote.playerState })
    },
    endSession() {
      sessionActive = false
      for (const handler of contextListeners.get('sessionstatechanged') ?? [])
        handler({ sessionState: 'SESSION_ENDED' })
    },
  }
}
