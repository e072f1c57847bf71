import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import type { PlayerController } from './controller'
import { bindOneTabPlaying } from './one-tab'
import type { PlayerState, PlayerTime } from './types'

function fakeTab(libraryItemId = 'book') {
  const $player = atom({ status: 'idle', libraryItemId, episodeId: null } as PlayerState)
  const $playerTime = atom<PlayerTime>({ currentTime: 0, bufferedTime: 0 })
  let paused = 0
  let told = 0
  const set = (status: PlayerState['status']) => $player.set({ ...$player.get(), status })
  const player = {
    $player,
    $playerTime,
    currentTime: () => $playerTime.get().currentTime,
    pause: () => {
      paused++
      set('paused')
    },
    seek: (currentTime: number) => $playerTime.set({ currentTime, bufferedTime: 0 }),
  } as unknown as PlayerController
  bindOneTabPlaying(player, () => told++)
  return {
    play: () => set('playing'),
    pause: () => set('paused'),
    reach: (currentTime: number) => $playerTime.set({ currentTime, bufferedTime: 0 }),
    at: () => $playerTime.get().currentTime,
    counts: () => ({ paused, told }),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('one tab plays at a time', () => {
  it('a tab that starts playing pauses the one that was playing, which says why', async () => {
    const first = fakeTab()
    const second = fakeTab()
    first.play()
    await settle()
    expect(first.counts()).toEqual({ paused: 0, told: 0 })
    second.play()
    await settle()
    expect(first.counts()).toEqual({ paused: 1, told: 1 })
    expect(second.counts()).toEqual({ paused: 0, told: 0 })
  })

  it('a tab paused on the same book follows where the playing tab is; one on another book stays', async () => {
    const playing = fakeTab()
    const paused = fakeTab()
    const other = fakeTab('another book')
    paused.pause()
    other.pause()
    other.reach(3)
    playing.play()
    playing.reach(40)
    await settle()
    expect(paused.at()).toBe(40)
    playing.reach(42)
    await settle()
    expect(paused.at()).toBe(40)
    playing.reach(46)
    await settle()
    expect(paused.at()).toBe(46)
    playing.reach(47)
    playing.pause()
    await settle()
    expect(paused.at()).toBe(47)
    expect(other.at()).toBe(3)
  })
})
