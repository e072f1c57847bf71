import { atom, type ReadableAtom } from 'nanostores'
import type { PlayerState } from './types'

/** What the fullscreen rule needs of the player: its state and its real close. */
export interface FullscreenPlayer {
  $player: ReadableAtom<PlayerState>
  close(): void
}

/**
 * The expanded (fullscreen) player view (the official client's `playerIsFullscreen`) and the close rule of the
 * player's UI (spec 01 §4): closing while fullscreen first leaves fullscreen; closing while loading does nothing
 * (the player's own rule); otherwise the player closes. The view collapses by itself when the player goes idle.
 */
export function createPlayerFullscreen(player: FullscreenPlayer) {
  const $fullscreen = atom(false)
  player.$player.listen((state) => {
    if (state.status === 'idle' && $fullscreen.get()) $fullscreen.set(false)
  })

  /** Expands or collapses the view; nothing expands while no item is loaded. */
  function setFullscreen(fullscreen: boolean) {
    if (fullscreen && player.$player.get().status === 'idle') return
    if ($fullscreen.get() !== fullscreen) $fullscreen.set(fullscreen)
  }

  /** The close button and Escape: leave fullscreen first, else close the player. */
  function requestClose() {
    if ($fullscreen.get()) {
      $fullscreen.set(false)
      return
    }
    player.close()
  }

  return { $fullscreen: $fullscreen as ReadableAtom<boolean>, setFullscreen, requestClose }
}
