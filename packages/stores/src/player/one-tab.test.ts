import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import type { PlayerController } from './controller'
import { bindOneTabPlaying } from './one-tab'
import type { PlayerState } from './types'

function fakeTab() {
  const $player = atom({ status: 'idle' } as PlayerState)
  let paused = 0
  let told = 0
  const player = {
    $player,
    pause: () => {
      paused++
      $player.set({ status: 'paused' } as PlayerState)
    },
  } as unknown as PlayerController
  bindOneTabPlaying(player, () => told++)
  return { play: () => $player.set({ status: 'playing' } as PlayerState), counts: () => ({ paused, told }) }
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
})
