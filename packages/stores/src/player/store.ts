import { urls } from '@shelfkit/client'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { $serverSettings, $sessionStatus, getClient } from '../session'
import { $userSettings, updateUserSettings } from '../settings'
import { readString, STORAGE_KEYS, writeString } from '../storage'
import { dismissToastByKey, showToast } from '../toasts'
import { clientPlayerApi } from './api'
import { createBookmarkActions } from './bookmarks'
import type { CastWindow } from './cast/cast-api'
import { createLazyCastConnector } from './cast/lazy-cast-connector'
import { playerMessages } from './constants'
import { createPlayerController, type PlayerController } from './controller'
import { playerDeviceInfo } from './device-info'
import { createPlayerFullscreen } from './fullscreen'
import type { MediaSessionLike } from './media-session'
import { CAST_MIME_TYPES, probeSupportedMimeTypes } from './mime-types'
import { bindOneTabPlaying } from './one-tab'
import { absoluteUrl } from './tracks'
import type { KeptCopies, OutputFactory, PlayerState } from './types'

const hasDocument = () => typeof document !== 'undefined'
const pageOrigin = () => (globalThis as { location?: { origin?: string } }).location?.origin ?? ''

let probedMimeTypes: string[] | null = null
function localMimeTypes(): string[] {
  if (!hasDocument()) return []
  probedMimeTypes ??= probeSupportedMimeTypes(document.createElement('audio'))
  return probedMimeTypes
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${url}`))
    document.head.append(script)
  })
}

function coverUrlOf(state: PlayerState): string | null {
  const item = state.libraryItem
  if (!item?.media.coverPath) return null
  const cover = urls.coverUrl(getClient().http.address.baseUrl, item.id, { updatedAt: item.updatedAt })
  return absoluteUrl(cover, pageOrigin())
}

function createPlayer() {
  const castWindow = globalThis as unknown as CastWindow
  let controller: PlayerController | null = null

  const cast = createLazyCastConnector({
    window: castWindow,
    loadScript,
    onConnectedChange: (connected) => void controller?.switchOutput(connected ? 'cast' : 'local'),
    showWarning: (message) => showToast({ type: 'warning', message }),
  })

  // The output modules touch the DOM and hls.js: loaded on the first play, never in the sign-in chunk.
  const createOutput: OutputFactory = async (kind, events) => {
    if (kind === 'cast') {
      const { castGlobals } = await import('./cast/cast-api')
      const globals = cast.globals() ?? castGlobals(castWindow)
      if (!globals) throw new Error('The Cast framework is not loaded')
      const { createCastOutput } = await import('./cast/cast-output')
      return createCastOutput(events, globals)
    }
    const { createLocalOutput } = await import('./outputs/local-output')
    return createLocalOutput(events)
  }

  // Copies kept on this device and their sync with the server load beside the player rather than in its first
  // script (<shelf-player> stays small): the sync starts once the player exists, and the first kept copy opened
  // waits for the same chunk.
  const keptCopies: KeptCopies = {
    open: async (libraryItemId, episodeId) =>
      (await import('../offline/kept-playback')).keptCopies.open(libraryItemId, episodeId),
  }

  controller = createPlayerController({
    api: clientPlayerApi(getClient),
    createOutput,
    supportedMimeTypes: (kind) => (kind === 'cast' ? [...CAST_MIME_TYPES] : localMimeTypes()),
    deviceInfo: playerDeviceInfo,
    baseUrl: () => getClient().http.address.baseUrl,
    origin: pageOrigin,
    settings: $userSettings,
    updateSettings: (changes) => {
      updateUserSettings(changes)
    },
    toasts: {
      show: (request) => {
        showToast(request)
      },
      dismiss: dismissToastByKey,
    },
    storage: {
      read: (key) => readString(STORAGE_KEYS[key === 'volume' ? 'volume' : 'playerQueueAutoPlay']),
      write: (key, value) => writeString(key, value),
    },
    now: () => Date.now(),
    keptCopies,
  })
  const player = controller
  void import('../offline/sync').then(({ startOfflineSync }) => startOfflineSync())

  onServerEvent('user_item_progress_updated', (payload) => player.onProgressUpdated(payload))
  onServerEvent('user_session_closed', (sessionId) => player.onSessionClosed(sessionId))
  onServerEvent('item_updated', (item) => player.onItemUpdated(item))
  onServerEvent('stream_reset', (payload) => void player.onStreamReset(payload))
  onServerEvent('stream_closed', (sessionId) => player.onStreamClosed(sessionId))
  onServerEvent('stream_error', (payload) => player.onStreamError(payload))
  $sessionStatus.listen((status) => {
    if (status === 'signed-out') player.close()
  })

  if (hasDocument()) {
    // Fetch the small local-output chunk while the page is idle, so the first Play does not wait for it.
    const whenIdle =
      (globalThis as { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback ??
      ((run: () => void) => setTimeout(run, 2000))
    whenIdle(() => void import('./outputs/local-output'))
    // The lock screen's and media keys' controls follow the player from the same idle moment (the binding catches
    // up with a session already playing), outside the player's first script.
    const mediaSession = (globalThis.navigator as { mediaSession?: MediaSessionLike } | undefined)
      ?.mediaSession
    const Metadata = (globalThis as { MediaMetadata?: new (init: object) => unknown }).MediaMetadata
    if (mediaSession && Metadata)
      whenIdle(
        () =>
          void import('./media-session').then(({ bindMediaSession }) =>
            bindMediaSession(player, {
              mediaSession,
              createMetadata: (init) => new Metadata(init),
              coverUrl: coverUrlOf,
            }),
          ),
      )
    bindOneTabPlaying(player, () => showToast({ type: 'info', message: playerMessages.get().otherTab }))
    $serverSettings.subscribe((settings) => {
      if (!settings) return
      void cast.configure({
        enabled: !!settings.chromecastEnabled,
        secure: !!(globalThis as { isSecureContext?: boolean }).isSecureContext,
      })
    })
  }

  return {
    player,
    cast,
    bookmarks: createBookmarkActions(player),
    fullscreen: createPlayerFullscreen(player),
  }
}

/** The page's one player (shared by every copy of the package through the registry). */
export const playerSingleton = shared('player', createPlayer)
