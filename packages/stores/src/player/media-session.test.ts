import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakePlayer } from '../../test/player-fakes'
import { bindMediaSession, type MediaSessionDetails, type MediaSessionLike } from './media-session'

function fakeMediaSession() {
  const handlers = new Map<string, (details: MediaSessionDetails) => void>()
  const positions: { duration: number; playbackRate: number; position: number }[] = []
  const session: MediaSessionLike = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action, handler) => {
      if (handler) handlers.set(action, handler)
      else handlers.delete(action)
    },
    setPositionState: (state) => positions.push(state),
  }
  return { session, handlers, positions }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Media Session (lock screen and headset keys)', () => {
  it('shows the title, author and cover of the playing item, its playback state, and the position only when it jumps', async () => {
    const fake = fakePlayer()
    const media = fakeMediaSession()
    bindMediaSession(fake.player, {
      mediaSession: media.session,
      createMetadata: (init) => init,
      coverUrl: () => 'https://abs/cover.jpg',
    })
    await fake.player.playItem('book-1')
    await vi.advanceTimersByTimeAsync(0)
    expect(media.session.metadata).toEqual({
      title: 'Title book-1',
      artist: 'Author A',
      album: '',
      artwork: [{ src: 'https://abs/cover.jpg' }],
    })
    expect(media.session.playbackState).toBe('playing')
    expect(media.positions.at(-1)).toEqual({ duration: 300, playbackRate: 1, position: 0 })
    const told = media.positions.length
    await vi.advanceTimersByTimeAsync(5000)
    expect(media.positions).toHaveLength(told)
    fake.player.seek(120)
    expect(media.positions.at(-1)).toEqual({ duration: 300, playbackRate: 1, position: 120 })
    fake.player.pause()
    await vi.advanceTimersByTimeAsync(0)
    fake.settings.set({ ...fake.settings.get(), playbackRate: 2 })
    fake.player.seek(130)
    expect(media.positions.at(-1)).toEqual({ duration: 300, playbackRate: 2, position: 130 })
  })

  it('routes play, pause, seek, previous and next to the player', async () => {
    const fake = fakePlayer()
    const media = fakeMediaSession()
    const unbind = bindMediaSession(fake.player, {
      mediaSession: media.session,
      createMetadata: (init) => init,
      coverUrl: () => null,
    })
    await fake.player.playItem('book-1', { startTime: 50 })
    await vi.advanceTimersByTimeAsync(0)
    media.handlers.get('pause')?.({})
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.player.$player.get().status).toBe('paused')
    media.handlers.get('seekto')?.({ seekTime: 120 })
    expect(fake.player.currentTime()).toBe(120)
    media.handlers.get('seekbackward')?.({})
    expect(fake.player.currentTime()).toBe(110)
    media.handlers.get('nexttrack')?.({})
    expect(fake.player.currentTime()).toBe(200)
    media.handlers.get('previoustrack')?.({})
    expect(fake.player.currentTime()).toBe(100)
    media.handlers.get('play')?.({})
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.player.$player.get().status).toBe('playing')
    unbind()
    expect(media.handlers.size).toBe(0)
  })
})
