import type {
  AudioTrack,
  Chapter,
  LibraryItem,
  PlaybackSession,
  PlayRequest,
  SyncBody,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { createPlayerController, type PlayerDeps } from '../src/player/controller'
import type { OutputEvents, OutputKind, OutputSource, PlayerApi, PlayerOutput } from '../src/player/types'
import { USER_SETTINGS_DEFAULTS, type UserSettings } from '../src/settings'

/**
 * An output that plays in fake time: the position advances with `Date.now()` at the playback rate while
 * playing, and the end of the item fires `onFinished`. Events are delivered on the next microtask, as media
 * elements deliver theirs asynchronously.
 */
export class FakeOutput implements PlayerOutput {
  source: OutputSource | null = null
  destroyed = false
  private base = 0
  private playingSince: number | null = null
  private endTimer: ReturnType<typeof setTimeout> | null = null
  rate = 1
  volume = 1
  muted = false

  constructor(
    readonly kind: OutputKind,
    readonly events: OutputEvents,
  ) {}

  private get duration() {
    const last = this.source?.tracks.at(-1)
    return last ? last.startOffset + last.duration : 0
  }

  load(source: OutputSource) {
    this.source = source
    this.base = source.startTime
    this.rate = source.playbackRate
    this.volume = source.volume
    this.muted = source.muted
    queueMicrotask(() => {
      if (this.destroyed) return
      if (source.playWhenReady) this.play()
      else this.events.onState('loaded')
    })
  }

  play() {
    if (this.playingSince !== null) return
    this.playingSince = Date.now()
    this.scheduleEnd()
    queueMicrotask(() => !this.destroyed && this.events.onState('playing'))
  }

  pause() {
    if (this.playingSince === null) return
    this.base = this.currentTime()
    this.playingSince = null
    this.clearEnd()
    queueMicrotask(() => !this.destroyed && this.events.onState('paused'))
  }

  seek(seconds: number) {
    this.base = seconds
    if (this.playingSince !== null) {
      this.playingSince = Date.now()
      this.scheduleEnd()
    }
  }

  setPlaybackRate(rate: number) {
    this.base = this.currentTime()
    if (this.playingSince !== null) this.playingSince = Date.now()
    this.rate = rate
    if (this.playingSince !== null) this.scheduleEnd()
  }

  setVolume(volume: number, muted: boolean) {
    this.volume = volume
    this.muted = muted
  }

  currentTime() {
    if (this.playingSince === null) return this.base
    return Math.min(this.duration, this.base + ((Date.now() - this.playingSince) / 1000) * this.rate)
  }

  bufferedTime() {
    return Math.min(this.duration, this.currentTime() + 30)
  }

  destroy() {
    this.destroyed = true
    this.clearEnd()
  }

  /** What a media element reports when it cannot play the source. */
  fail(message = 'MEDIA_ERR_SRC_NOT_SUPPORTED') {
    this.events.onError({ message, fatal: true })
  }

  private scheduleEnd() {
    this.clearEnd()
    const left = ((this.duration - this.currentTime()) / this.rate) * 1000
    this.endTimer = setTimeout(() => {
      this.base = this.duration
      this.playingSince = null
      this.events.onFinished()
    }, left)
  }

  private clearEnd() {
    if (this.endTimer !== null) clearTimeout(this.endTimer)
    this.endTimer = null
  }
}

export const chapters: Chapter[] = [
  { id: 0, start: 0, end: 100, title: 'Chapter one' },
  { id: 1, start: 100, end: 200, title: 'Chapter two' },
  { id: 2, start: 200, end: 300, title: 'Chapter three' },
]

export function bookItem(id: string, overrides: Partial<{ duration: number }> = {}): LibraryItem {
  return {
    id,
    libraryId: 'lib-1',
    mediaType: 'book',
    updatedAt: 1,
    media: {
      coverPath: '/covers/x.jpg',
      duration: overrides.duration ?? 300,
      chapters,
      metadata: { title: `Title ${id}`, authorName: 'Author A', narratorName: '', publisher: null },
    },
  } as unknown as LibraryItem
}

function audioTrack(index: number, startOffset: number, duration: number, contentUrl: string): AudioTrack {
  return {
    index,
    startOffset,
    duration,
    title: `Track ${index}`,
    contentUrl,
    mimeType: contentUrl.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'audio/mpeg',
    codec: null,
    metadata: null,
  } as AudioTrack
}

export interface ApiCall {
  method: 'getItem' | 'startSession' | 'syncSession' | 'closeSession'
  args: unknown[]
}

/** A server in memory: sessions numbered in order, every call recorded, failures switched on by the test. */
export class FakeApi implements PlayerApi {
  calls: ApiCall[] = []
  savedTime = new Map<string, number>()
  failSync: Error | null = null
  failStart: Error | null = null
  failItem: Error | null = null
  private nextId = 1

  getItem(libraryItemId: string) {
    this.calls.push({ method: 'getItem', args: [libraryItemId] })
    return this.failItem ? Promise.reject(this.failItem) : Promise.resolve(bookItem(libraryItemId))
  }

  startSession(libraryItemId: string, body: PlayRequest, episodeId: string | null) {
    this.calls.push({ method: 'startSession', args: [libraryItemId, body, episodeId] })
    if (this.failStart) return Promise.reject(this.failStart)
    const id = `session-${this.nextId++}`
    const transcode = body.forceTranscode && !body.forceDirectPlay
    const session = {
      id,
      libraryItemId,
      episodeId,
      mediaType: 'book',
      displayTitle: `Title ${libraryItemId}`,
      displayAuthor: 'Author A',
      chapters,
      duration: 300,
      playMethod: transcode ? 2 : 0,
      currentTime: this.savedTime.get(libraryItemId) ?? 0,
      audioTracks: transcode
        ? [audioTrack(1, 0, 300, `/hls/${id}/output.m3u8`)]
        : [audioTrack(1, 0, 150, '/api/items/x/file/1'), audioTrack(2, 150, 150, '/api/items/x/file/2')],
      libraryItem: bookItem(libraryItemId),
    } as unknown as PlaybackSession
    return Promise.resolve(session)
  }

  syncSession(sessionId: string, body: SyncBody) {
    this.calls.push({ method: 'syncSession', args: [sessionId, body] })
    return this.failSync ? Promise.reject(this.failSync) : Promise.resolve('OK')
  }

  closeSession(sessionId: string, body: SyncBody | null) {
    this.calls.push({ method: 'closeSession', args: [sessionId, body] })
    return Promise.resolve('OK')
  }

  of(method: ApiCall['method']) {
    return this.calls.filter((call) => call.method === method)
  }
}

export interface ShownToast {
  type: string
  message: string
  timeoutMs?: number | null
  key?: string
}

/** A controller over fakes; everything it did is readable from the returned object. */
export function fakePlayer(options: { storage?: Record<string, string> } = {}) {
  const api = new FakeApi()
  const outputs: FakeOutput[] = []
  const toasts: ShownToast[] = []
  const dismissed: string[] = []
  const storage = new Map(Object.entries(options.storage ?? {}))
  const settings = atom<UserSettings>({ ...USER_SETTINGS_DEFAULTS })
  const deps: PlayerDeps = {
    api,
    createOutput: async (kind, events) => {
      const output = new FakeOutput(kind, events)
      outputs.push(output)
      return output
    },
    supportedMimeTypes: (kind) =>
      kind === 'cast' ? ['audio/mpeg', 'audio/ogg'] : ['audio/mpeg', 'audio/mp4'],
    deviceInfo: () => ({ clientName: 'Shelfkit Web', deviceId: 'device-1' }),
    baseUrl: () => '/audiobookshelf',
    origin: () => 'https://books.example',
    settings,
    updateSettings: (changes) => settings.set({ ...settings.get(), ...changes }),
    toasts: {
      show: (toast) => toasts.push(toast),
      dismiss: (key) => dismissed.push(key),
    },
    storage: {
      read: (key) => storage.get(key) ?? null,
      write: (key, value) => storage.set(key, value),
    },
    now: () => Date.now(),
  }
  const player = createPlayerController(deps)
  return {
    player,
    api,
    outputs,
    toasts,
    dismissed,
    storage,
    settings,
    /** The output in use. */
    output: () => outputs.at(-1)!,
  }
}
