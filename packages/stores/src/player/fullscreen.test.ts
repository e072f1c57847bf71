import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakePlayer } from '../../test/player-fakes'
import { createPlayerFullscreen } from './fullscreen'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const settle = () => vi.advanceTimersByTimeAsync(0)

async function playingFullscreen() {
  const fake = fakePlayer()
  const fullscreen = createPlayerFullscreen(fake.player)
  await fake.player.playItem('book-1')
  await settle()
  fullscreen.setFullscreen(true)
  return { fake, fullscreen }
}

describe('the fullscreen player and its close rule (spec 01 §4 "Closing while fullscreen first leaves fullscreen")', () => {
  it('a close while fullscreen only leaves fullscreen; the next close closes the player', async () => {
    const { fake, fullscreen } = await playingFullscreen()
    expect(fullscreen.$fullscreen.get()).toBe(true)

    fullscreen.requestClose()
    expect(fullscreen.$fullscreen.get()).toBe(false)
    expect(fake.player.$player.get().status).toBe('playing')
    expect(fake.api.of('closeSession')).toHaveLength(0)

    fullscreen.requestClose()
    expect(fake.player.$player.get().status).toBe('idle')
    expect(fake.api.of('closeSession').map((call) => call.args[0])).toEqual(['session-1'])
  })

  it('closing while loading does nothing (spec 01 §4)', async () => {
    const fake = fakePlayer()
    const fullscreen = createPlayerFullscreen(fake.player)
    const done = fake.player.playItem('book-1')
    fullscreen.requestClose()
    await done
    await settle()
    expect(fake.player.$player.get().status).toBe('playing')
    expect(fake.api.of('closeSession')).toHaveLength(0)
  })

  it('while loading, a close in fullscreen leaves fullscreen and the item still loads', async () => {
    const fake = fakePlayer()
    const fullscreen = createPlayerFullscreen(fake.player)
    const done = fake.player.playItem('book-1')
    fullscreen.setFullscreen(true)
    fullscreen.requestClose()
    expect(fullscreen.$fullscreen.get()).toBe(false)
    await done
    await settle()
    expect(fake.player.$player.get().status).toBe('playing')
  })

  it('nothing expands while no item is loaded', () => {
    const fake = fakePlayer()
    const fullscreen = createPlayerFullscreen(fake.player)
    fullscreen.setFullscreen(true)
    expect(fullscreen.$fullscreen.get()).toBe(false)
  })

  it('collapses when the player closes by other means (the server closed the stream)', async () => {
    const { fake, fullscreen } = await playingFullscreen()
    fake.player.onStreamClosed('session-1')
    expect(fake.player.$player.get().status).toBe('idle')
    expect(fullscreen.$fullscreen.get()).toBe(false)
  })
})
