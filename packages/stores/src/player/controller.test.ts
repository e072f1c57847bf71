import { ApiError, type LibraryItem, type PlayRequest, type SyncBody } from '@shelfkit/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookItem, fakePlayer } from '../../test/player-fakes'
import { PLAYER_TOAST_KEYS, playerMessages } from './constants'
import type { QueueItem } from './types'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Lets promises and queued events settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)
const seconds = (count: number) => vi.advanceTimersByTimeAsync(count * 1000)

async function playing(options: Parameters<typeof fakePlayer>[0] = {}, startTime?: number) {
  const fake = fakePlayer(options)
  await fake.player.playItem('book-1', startTime === undefined ? {} : { startTime })
  await settle()
  return fake
}

const syncBodies = (fake: ReturnType<typeof fakePlayer>) =>
  fake.api.of('syncSession').map((call) => call.args[1] as SyncBody)

const queueEntry = (libraryItemId: string): QueueItem => ({
  libraryItemId,
  libraryId: 'lib-1',
  episodeId: null,
  title: libraryItemId,
  subtitle: '',
  caption: '',
  duration: 300,
  coverPath: null,
})

describe('starting playback (spec 01 §4 "Player", §7 play request)', () => {
  it('fetches the item, opens a session with the device and probed MIME types, and plays', async () => {
    const fake = fakePlayer()
    const done = fake.player.playItem('book-1')
    expect(fake.player.$player.get().status).toBe('loading')
    await done
    await settle()
    const [libraryItemId, body, episodeId] = fake.api.of('startSession')[0]!.args as [
      string,
      PlayRequest,
      null,
    ]
    expect(fake.api.of('getItem')).toHaveLength(1)
    expect(libraryItemId).toBe('book-1')
    expect(episodeId).toBeNull()
    expect(body).toEqual({
      deviceInfo: { clientName: 'Shelfkit Web', deviceId: 'device-1' },
      supportedMimeTypes: ['audio/mpeg', 'audio/mp4'],
      mediaPlayer: 'html5',
      forceTranscode: false,
      forceDirectPlay: false,
    })
    const state = fake.player.$player.get()
    expect(state.status).toBe('playing')
    expect(state.sessionId).toBe('session-1')
    expect(state.isHls).toBe(false)
    expect(state.duration).toBe(300)
    expect(fake.output().source?.tracks.map((track) => track.url)).toEqual([
      '/audiobookshelf/public/session/session-1/track/1',
      '/audiobookshelf/public/session/session-1/track/2',
    ])
  })

  it('the sound comes first: the output has its tracks before the item reaches the views', async () => {
    const fake = fakePlayer()
    const outputLoadedWhenItemShown: boolean[] = []
    fake.player.$player.listen((state) => {
      if (state.libraryItem) outputLoadedWhenItemShown.push(!!fake.outputs.at(-1)?.source)
    })
    await fake.player.playItem('book-1')
    expect(outputLoadedWhenItemShown[0]).toBe(true)
  })

  it('starts at the saved position, or at the start time asked for', async () => {
    const saved = fakePlayer()
    saved.api.savedTime.set('book-1', 42)
    await saved.player.playItem('book-1')
    expect(saved.output().source?.startTime).toBe(42)
    const chosen = fakePlayer()
    chosen.api.savedTime.set('book-1', 42)
    await chosen.player.playItem('book-1', { startTime: 120 })
    expect(chosen.output().source?.startTime).toBe(120)
  })

  it('asks for a transcode when told to force one', async () => {
    const fake = fakePlayer()
    await fake.player.playItem('book-1', { forceTranscode: true })
    expect((fake.api.of('startSession')[0]!.args[1] as PlayRequest).forceTranscode).toBe(true)
    expect(fake.player.$player.get().isHls).toBe(true)
    expect(fake.output().source?.tracks[0]?.url).toBe('/audiobookshelf/hls/session-1/output.m3u8')
  })

  it('a play request for the loaded item resumes, or seeks to the start time, without a new session', async () => {
    const fake = await playing()
    fake.player.pause()
    await settle()
    await fake.player.playItem('book-1')
    await settle()
    expect(fake.player.$player.get().status).toBe('playing')
    await fake.player.playItem('book-1', { startTime: 150 })
    expect(fake.player.currentTime()).toBe(150)
    expect(fake.api.of('startSession')).toHaveLength(1)
  })

  it('playing another item closes the first session and opens a new one (spec 01 §4 "Media set")', async () => {
    const fake = await playing()
    await fake.player.playItem('book-2')
    await settle()
    expect(fake.api.of('closeSession').map((call) => call.args[0])).toEqual(['session-1'])
    expect(fake.outputs[0]!.destroyed).toBe(true)
    expect(fake.player.$player.get()).toMatchObject({ libraryItemId: 'book-2', sessionId: 'session-2' })
  })

  it('a failed item fetch is logged and nothing plays (spec 01 §8 "Item fetch for play fails")', async () => {
    const fake = fakePlayer()
    fake.api.failItem = new Error('gone')
    await fake.player.playItem('book-1')
    expect(fake.player.$player.get().status).toBe('idle')
    expect(fake.outputs.every((output) => output.source === null && output.destroyed)).toBe(true)
    expect(fake.api.of('closeSession').map((call) => call.args)).toEqual([['session-1', null]])
  })

  it('a failed start is logged and nothing plays (spec 01 §8 "Start-stream failure")', async () => {
    const fake = fakePlayer()
    fake.api.failStart = new Error('boom')
    await fake.player.playItem('book-1')
    expect(fake.player.$player.get().status).toBe('idle')
    await settle()
    expect(fake.outputs.every((output) => output.source === null && output.destroyed)).toBe(true)
    expect(console.error).toHaveBeenCalled()
  })
})

describe('progress sync (spec 01 §4 "Player", §5, §9)', () => {
  it('syncs first after 20 s of playing, then every 10 s', async () => {
    const fake = await playing()
    await seconds(19)
    expect(fake.api.of('syncSession')).toHaveLength(0)
    await seconds(1)
    expect(syncBodies(fake)).toEqual([{ timeListened: 20, currentTime: 20, duration: 300 }])
    expect(fake.api.of('syncSession')[0]!.args[0]).toBe('session-1')
    await seconds(10)
    expect(syncBodies(fake)[1]).toEqual({ timeListened: 10, currentTime: 30, duration: 300 })
  })

  it('the tick runs only while playing: no listening is counted while paused', async () => {
    const fake = await playing()
    await seconds(15)
    fake.player.pause()
    await seconds(60)
    expect(fake.api.of('syncSession')).toHaveLength(0)
    fake.player.play()
    await seconds(5)
    expect(syncBodies(fake)).toEqual([{ timeListened: 20, currentTime: 20, duration: 300 }])
  })

  it('shows the current position once a second while playing', async () => {
    const fake = await playing()
    await seconds(3)
    expect(fake.player.$playerTime.get().currentTime).toBe(3)
  })

  it('while playing, buffering news waits for the tick: one position update a second at most', async () => {
    const fake = await playing()
    const writes = vi.fn()
    const stop = fake.player.$playerTime.listen(writes)
    fake.output().events.onBuffered(40)
    fake.output().events.onBuffered(60)
    expect(writes).not.toHaveBeenCalled()
    await seconds(1)
    expect(writes).toHaveBeenCalledTimes(1)
    fake.player.pause()
    await settle()
    writes.mockClear()
    fake.output().events.onBuffered(80)
    expect(fake.player.$playerTime.get().bufferedTime).toBe(80)
    stop()
  })

  it('a seek while paused syncs at once (spec 01 §4 "Seeking while paused syncs")', async () => {
    const fake = await playing()
    fake.player.pause()
    await settle()
    fake.player.seek(90)
    expect(syncBodies(fake)).toEqual([{ timeListened: 0, currentTime: 90, duration: 300 }])
    fake.player.seek(90.5)
    expect(fake.api.of('syncSession')).toHaveLength(1)
  })

  it('four failed syncs in a row raise the persistent toast (spec 01 §8)', async () => {
    const fake = await playing()
    fake.api.failSync = new ApiError({ kind: 'network', method: 'POST', url: '/api/session/session-1/sync' })
    await seconds(49)
    expect(fake.toasts).toHaveLength(0)
    await seconds(1)
    expect(fake.toasts).toEqual([
      {
        type: 'error',
        message: playerMessages.get().syncFailing,
        timeoutMs: null,
        key: PLAYER_TOAST_KEYS.syncFailing,
      },
    ])
  })

  it('after an outage the next sync carries all unsent listening time', async () => {
    const fake = await playing()
    fake.api.failSync = new Error('offline')
    await seconds(40)
    fake.api.failSync = null
    await seconds(10)
    expect(syncBodies(fake).at(-1)).toEqual({ timeListened: 50, currentTime: 50, duration: 300 })
  })

  it('a 404 (the server lost the session) opens a new session there and reports the listening to it', async () => {
    const fake = await playing()
    fake.api.failSync = new ApiError({
      kind: 'http',
      status: 404,
      method: 'POST',
      url: '/api/session/x/sync',
    })
    await seconds(20)
    fake.api.failSync = null
    await settle()
    expect(fake.api.of('startSession')).toHaveLength(2)
    expect(fake.player.$player.get()).toMatchObject({ sessionId: 'session-2', status: 'playing' })
    expect(fake.output().source?.startTime).toBe(20)
    await seconds(1)
    const last = fake.api.of('syncSession').at(-1)!
    expect(last.args[0]).toBe('session-2')
    expect(last.args[1]).toEqual({ timeListened: 21, currentTime: 21, duration: 300 })
  })
})

describe('closing (spec 01 §4, §5 "close-session report")', () => {
  it('sends listening data only when more than 20 s were listened since the last sync', async () => {
    const fake = await playing()
    await seconds(15)
    fake.player.close()
    expect(fake.api.of('closeSession')[0]!.args).toEqual(['session-1', null])
    const longer = await playing()
    await seconds(20)
    longer.player.pause()
    await settle()
    longer.api.failSync = new Error('offline')
    longer.player.play()
    await seconds(22)
    longer.player.close()
    expect(longer.api.of('closeSession')[0]!.args[1]).toEqual({
      timeListened: 22,
      currentTime: 42,
      duration: 300,
    })
  })

  it('closing resets the player, the queue and the sleep timer', async () => {
    const fake = await playing()
    fake.player.addToQueue(queueEntry('book-2'))
    fake.player.setSleepTimer(600)
    fake.player.close()
    expect(fake.player.$player.get().status).toBe('idle')
    expect(fake.player.$queue.get().items).toEqual([])
    expect(fake.player.$sleepTimer.get().type).toBeNull()
    expect(fake.output().destroyed).toBe(true)
  })

  it('closing while loading does nothing', async () => {
    const fake = fakePlayer()
    const done = fake.player.playItem('book-1')
    fake.player.close()
    await done
    await settle()
    expect(fake.player.$player.get().status).toBe('playing')
    expect(fake.api.of('closeSession')).toHaveLength(0)
  })
})

describe('seeking and jumping (spec 01 §4)', () => {
  it('ignores a seek while loading or to a time that is not a number', async () => {
    const fake = fakePlayer()
    const done = fake.player.playItem('book-1')
    fake.player.seek(50)
    await done
    await settle()
    fake.player.seek(Number.NaN)
    expect(fake.player.currentTime()).toBe(0)
  })

  it('jumps by the user settings, clamped at 0 and at the duration', async () => {
    const fake = await playing({}, 5)
    fake.settings.set({ ...fake.settings.get(), jumpBackwardAmount: 30, jumpForwardAmount: 60 })
    fake.player.jumpBackward()
    expect(fake.player.currentTime()).toBe(0)
    fake.player.jumpForward()
    expect(fake.player.currentTime()).toBe(60)
    fake.player.seek(280)
    fake.player.jumpForward()
    expect(fake.player.currentTime()).toBe(300)
  })
})

describe('chapter navigation (spec 01 §4 "Chapter navigation")', () => {
  it('previous goes to the earlier chapter within 3 s of a chapter start, else to its start', async () => {
    const fake = await playing({}, 102)
    fake.player.previousChapter()
    expect(fake.player.currentTime()).toBe(0)
    fake.player.seek(150)
    fake.player.previousChapter()
    expect(fake.player.currentTime()).toBe(100)
  })

  it('next goes to the next chapter, and in the last chapter to the next queue item', async () => {
    const fake = await playing({}, 10)
    fake.player.addToQueue(queueEntry('book-1'))
    fake.player.addToQueue(queueEntry('book-2'))
    fake.player.nextChapter()
    expect(fake.player.currentTime()).toBe(100)
    fake.player.seek(250)
    fake.player.nextChapter()
    await settle()
    expect(fake.player.$player.get().libraryItemId).toBe('book-2')
  })
})

describe('finishing and the queue (spec 01 §4 "On finish", "Media set")', () => {
  it('sends a final sync at the end and plays the next queue item when autoplay is on', async () => {
    const fake = fakePlayer()
    await fake.player.playItem('book-1', {
      startTime: 290,
      queueItems: [queueEntry('book-1'), queueEntry('book-2')],
    })
    await seconds(10)
    expect(syncBodies(fake).at(-1)).toMatchObject({ currentTime: 300 })
    await settle()
    expect(fake.player.$player.get()).toMatchObject({ libraryItemId: 'book-2', status: 'playing' })
    expect(fake.player.$queue.get().items).toHaveLength(2)
  })

  it('stops at the end when autoplay is off (stored as "0")', async () => {
    const fake = fakePlayer({ storage: { playerQueueAutoPlay: '0' } })
    expect(fake.player.$queue.get().autoPlay).toBe(false)
    await fake.player.playItem('book-1', {
      startTime: 295,
      queueItems: [queueEntry('book-1'), queueEntry('book-2')],
    })
    await seconds(10)
    expect(fake.player.$player.get()).toMatchObject({ libraryItemId: 'book-1', status: 'paused' })
    fake.player.setQueueAutoPlay(true)
    expect(fake.storage.get('playerQueueAutoPlay')).toBe('1')
  })

  it('adds an item to the queue only when it is not there yet', async () => {
    const fake = fakePlayer()
    fake.player.addToQueue(queueEntry('book-2'))
    fake.player.addToQueue(queueEntry('book-2'))
    expect(fake.player.$queue.get().items).toHaveLength(1)
    fake.player.removeFromQueue('book-2')
    expect(fake.player.$queue.get().items).toHaveLength(0)
  })

  it('playing an item outside the queue clears it; playing a queued item keeps it', async () => {
    const fake = fakePlayer()
    fake.player.addToQueue(queueEntry('book-2'))
    await fake.player.playItem('book-2')
    expect(fake.player.$queue.get().items).toHaveLength(1)
    await fake.player.playItem('book-3')
    expect(fake.player.$queue.get().items).toHaveLength(0)
  })
})

describe('errors and stream events (spec 01 §4)', () => {
  it('an audio error on direct play restarts the session forcing a transcode at the same position', async () => {
    const fake = await playing({}, 30)
    await seconds(5)
    fake.output().fail()
    await settle()
    const [, body] = fake.api.of('startSession')[1]!.args as [string, PlayRequest]
    expect(body.forceTranscode).toBe(true)
    expect(fake.api.of('closeSession')[0]!.args[0]).toBe('session-1')
    expect(fake.player.$player.get()).toMatchObject({
      isHls: true,
      sessionId: 'session-2',
      status: 'playing',
    })
    expect(fake.output().source?.startTime).toBe(35)
  })

  it('stream_reset tears the stream down, waits 1 s, then restarts at the given time and plays', async () => {
    const fake = fakePlayer()
    await fake.player.playItem('book-1', { forceTranscode: true })
    await settle()
    const first = fake.output()
    void fake.player.onStreamReset({ streamId: 'session-1', startTime: 77 })
    expect(first.destroyed).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(fake.outputs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.outputs).toHaveLength(2)
    expect(fake.output().source).toMatchObject({ startTime: 77, playWhenReady: true, isHls: true })
    expect(fake.api.of('startSession')).toHaveLength(1)
  })

  it('the server closing the stream closes the player without another request', async () => {
    const fake = await playing()
    fake.player.onStreamClosed('session-1')
    expect(fake.player.$player.get().status).toBe('idle')
    expect(fake.api.of('closeSession')).toHaveLength(0)
  })

  it('a stream error closes the player', async () => {
    const fake = await playing()
    fake.player.onStreamError({ id: 'session-1', error: 'ffmpeg died' })
    expect(fake.player.$player.get().status).toBe('idle')
  })
})

describe('another session on this item (spec 01 §4 "Reactions to server events", §9)', () => {
  const progress = (currentTime: number, sessionId = 'phone-session') => ({
    id: 'progress-1',
    sessionId,
    deviceDescription: 'Pixel 7 / v0.9.80',
    data: { libraryItemId: 'book-1', episodeId: null, currentTime } as never,
  })

  it('while playing: a 20 s warning naming the device', async () => {
    const fake = await playing()
    fake.player.onProgressUpdated(progress(200))
    expect(fake.toasts).toEqual([
      {
        type: 'warning',
        message: 'Another session is playing this item on Pixel 7 / v0.9.80',
        timeoutMs: 20_000,
        key: PLAYER_TOAST_KEYS.otherSession,
      },
    ])
    expect(fake.player.currentTime()).toBe(0)
  })

  it('while paused: jumps to the other session position without syncing it back', async () => {
    const fake = await playing()
    fake.player.pause()
    await settle()
    fake.player.onProgressUpdated(progress(200))
    expect(fake.player.currentTime()).toBe(200)
    expect(fake.toasts).toHaveLength(0)
    expect(fake.api.of('syncSession')).toHaveLength(0)
  })

  it('ignores its own session and other items', async () => {
    const fake = await playing()
    fake.player.onProgressUpdated(progress(200, 'session-1'))
    fake.player.onProgressUpdated({
      ...progress(200),
      data: { libraryItemId: 'other', episodeId: null } as never,
    })
    expect(fake.toasts).toHaveLength(0)
  })

  it('the other session closing clears the warning; this session closed by the server resets the player', async () => {
    const fake = await playing()
    fake.player.onProgressUpdated(progress(200))
    fake.player.onSessionClosed('phone-session')
    expect(fake.dismissed).toContain(PLAYER_TOAST_KEYS.otherSession)
    fake.player.onSessionClosed('session-1')
    expect(fake.player.$player.get().status).toBe('idle')
    expect(fake.api.of('closeSession')).toHaveLength(0)
  })
})

describe('chapter-track mode (spec 01 §4)', () => {
  it('turns off when the chapters of the playing item vanish', async () => {
    const fake = await playing()
    fake.settings.set({ ...fake.settings.get(), useChapterTrack: true })
    const updated = bookItem('book-1')
    fake.player.onItemUpdated({ ...updated, media: { ...updated.media, chapters: [] } } as LibraryItem)
    expect(fake.player.$player.get().chapters).toEqual([])
    expect(fake.settings.get().useChapterTrack).toBe(false)
  })

  it('ignores updates of other items', async () => {
    const fake = await playing()
    fake.settings.set({ ...fake.settings.get(), useChapterTrack: true })
    const other = bookItem('book-9')
    fake.player.onItemUpdated({ ...other, media: { ...other.media, chapters: [] } } as LibraryItem)
    expect(fake.player.$player.get().chapters).toHaveLength(3)
    expect(fake.settings.get().useChapterTrack).toBe(true)
  })
})

describe('rate and volume (spec 01 §4, §5)', () => {
  it('starts from the user setting and follows later changes', async () => {
    const fake = fakePlayer()
    fake.settings.set({ ...fake.settings.get(), playbackRate: 1.5 })
    await fake.player.playItem('book-1')
    expect(fake.output().source?.playbackRate).toBe(1.5)
    fake.player.setPlaybackRate(12)
    expect(fake.settings.get().playbackRate).toBe(10)
    expect(fake.output().rate).toBe(10)
    fake.settings.set({ ...fake.settings.get(), playbackRate: 1.2, playbackRateIncrementDecrement: 0.05 })
    fake.player.increasePlaybackRate()
    expect(fake.player.$player.get().playbackRate).toBe(1.25)
  })

  it('remembers the volume in steps of 0.1 and mutes without losing it', async () => {
    const fake = await playing({ storage: { volume: '0.4' } })
    expect(fake.output().volume).toBe(0.4)
    fake.player.setVolume(0.73)
    expect(fake.storage.get('volume')).toBe('0.7')
    fake.player.toggleMute()
    expect(fake.output()).toMatchObject({ volume: 0.7, muted: true })
  })
})

describe('sleep timer in playback (spec 01 §4 "Sleep timer")', () => {
  it('a countdown pauses playback when it runs out and shows the done message', async () => {
    const fake = await playing()
    fake.player.setSleepTimer(5)
    await seconds(5)
    await settle()
    expect(fake.player.$player.get().status).toBe('paused')
    expect(fake.toasts.map((toast) => toast.message)).toContain(playerMessages.get().sleepTimerDone)
    expect(fake.player.$sleepTimer.get().type).toBeNull()
  })

  it('counts only playing time', async () => {
    const fake = await playing()
    fake.player.setSleepTimer(10)
    await seconds(4)
    fake.player.pause()
    await seconds(30)
    expect(fake.player.$sleepTimer.get().remaining).toBe(6)
  })

  it('end of chapter pauses when the chapter playing ends', async () => {
    const fake = await playing({}, 95)
    fake.player.setSleepTimerEndOfChapter()
    expect(fake.player.$sleepTimer.get().type).toBe('chapter')
    await seconds(5)
    await settle()
    expect(fake.player.$player.get().status).toBe('paused')
    expect(fake.player.currentTime()).toBeGreaterThanOrEqual(99)
    expect(fake.player.currentTime()).toBeLessThan(101)
  })
})

describe('switching to a Cast receiver (spec 01 §4 "Casting start or stop")', () => {
  it('opens a chromecast session forcing direct play at the current position, and back', async () => {
    const fake = await playing({}, 40)
    await seconds(3)
    await fake.player.switchOutput('cast')
    await settle()
    const [, body] = fake.api.of('startSession')[1]!.args as [string, PlayRequest]
    expect(body).toMatchObject({ mediaPlayer: 'chromecast', forceDirectPlay: true, forceTranscode: false })
    expect(body.supportedMimeTypes).toEqual(['audio/mpeg', 'audio/ogg'])
    expect(fake.output().kind).toBe('cast')
    expect(fake.output().source).toMatchObject({ startTime: 43, playWhenReady: true })
    expect(fake.output().source?.tracks[0]?.url).toBe(
      'https://books.example/audiobookshelf/public/session/session-2/track/1',
    )
    await fake.player.switchOutput('local')
    await settle()
    expect(fake.output().kind).toBe('local')
    expect((fake.api.of('startSession')[2]!.args[1] as PlayRequest).mediaPlayer).toBe('html5')
  })
})
