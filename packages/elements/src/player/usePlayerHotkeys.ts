import {
  $player,
  $selectedItems,
  closePlayer,
  decreasePlaybackRate,
  increasePlaybackRate,
  jumpBackward,
  jumpForward,
  type PlayerHotkeyAction,
  playerHotkeyAction,
  setVolume,
  toggleMute,
  togglePlayback,
  VOLUME_STEP,
} from '@shelfkit/stores'
import { useEffect, useRef } from 'react'

const ACTIONS: Record<Exclude<PlayerHotkeyAction, 'showChapters'>, () => void> = {
  togglePlay: togglePlayback,
  jumpForward,
  jumpBackward,
  volumeUp: () => setVolume($player.get().volume + VOLUME_STEP),
  volumeDown: () => setVolume($player.get().volume - VOLUME_STEP),
  toggleMute,
  increaseRate: increasePlaybackRate,
  decreaseRate: decreasePlaybackRate,
  close: closePlayer,
}

/**
 * Spec 01 §9 player hotkeys while something is loaded. Keys typed into inputs, selects, buttons, textareas and
 * rich-text editors are theirs (spec 01 §5); an open dialog, then a batch selection (Escape), come first.
 */
export function usePlayerHotkeys(active: boolean, onShowChapters: () => void) {
  const showChapters = useRef(onShowChapters)
  showChapters.current = onShowChapters

  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return
      const focused = event.composedPath()[0] as HTMLElement | undefined
      const action = playerHotkeyAction({
        code: event.code,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        target: focused ?? null,
      })
      if (!action) return
      if (document.querySelector('.sk-modal, [aria-modal="true"]')) return
      // Escape clears a batch selection before it closes the player.
      if (action === 'close' && $selectedItems.get().length) return
      event.preventDefault()
      if (action === 'showChapters') showChapters.current()
      else ACTIONS[action]()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [active])
}
