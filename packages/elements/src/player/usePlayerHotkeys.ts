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
  shared,
  toggleMute,
  togglePlayback,
  VOLUME_STEP,
} from '@shelfkit/stores'
import { type RefObject, useEffect, useRef } from 'react'

const ACTIONS: Record<Exclude<PlayerHotkeyAction, 'showChapters'>, () => void> = {
  togglePlay: togglePlayback,
  jumpForward,
  jumpBackward,
  volumeUp: () => setVolume($player.get().volume + VOLUME_STEP),
  volumeDown: () => setVolume($player.get().volume - VOLUME_STEP),
  toggleMute,
  increaseRate: increasePlaybackRate,
  decreaseRate: decreasePlaybackRate,
  // The close button's rule (spec 01 §4): leaves the fullscreen player first.
  close: closePlayer,
}

interface HotkeyOwner {
  showChapters(): void
  /** The bar's element: dialogs it opened live in its (shadow) root. */
  element: RefObject<HTMLElement | null>
}

/**
 * One keyboard listener for the page, however many player bars (app, custom elements, several bundles) are
 * mounted: two bars must not each toggle playback on one Space.
 */
const hotkeys = shared('player.hotkeys', () => ({
  owners: [] as HotkeyOwner[],
  listener: null as ((event: KeyboardEvent) => void) | null,
}))

function dialogOpen(): boolean {
  const selector = '.sk-modal, [aria-modal="true"]'
  if (document.querySelector(selector)) return true
  return hotkeys.owners.some((owner) => {
    const root = owner.element.current?.getRootNode()
    return root instanceof ShadowRoot && root.querySelector(selector) !== null
  })
}

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.repeat || $player.get().status === 'idle') return
  const focused = event.composedPath()[0] as HTMLElement | undefined
  const action = playerHotkeyAction({
    code: event.code,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    target: focused ?? null,
  })
  if (!action || dialogOpen()) return
  // Escape clears a batch selection before it closes the player.
  if (action === 'close' && $selectedItems.get().length) return
  event.preventDefault()
  if (action === 'showChapters') hotkeys.owners.at(-1)?.showChapters()
  else ACTIONS[action]()
}

/**
 * Spec 01 §9 player hotkeys while something is loaded. Keys typed into inputs, selects, buttons, textareas and
 * rich-text editors are theirs (spec 01 §5); an open dialog, then a batch selection (Escape), come first. The page
 * listens only while at least one mounted bar has them `enabled`.
 */
export function usePlayerHotkeys(
  element: RefObject<HTMLElement | null>,
  onShowChapters: () => void,
  enabled = true,
) {
  const showChapters = useRef(onShowChapters)
  showChapters.current = onShowChapters

  useEffect(() => {
    if (!enabled) return
    const owner: HotkeyOwner = { showChapters: () => showChapters.current(), element }
    hotkeys.owners.push(owner)
    if (!hotkeys.listener) {
      hotkeys.listener = onKeyDown
      window.addEventListener('keydown', onKeyDown)
    }
    return () => {
      hotkeys.owners = hotkeys.owners.filter((entry) => entry !== owner)
      if (!hotkeys.owners.length && hotkeys.listener) {
        window.removeEventListener('keydown', hotkeys.listener)
        hotkeys.listener = null
      }
    }
  }, [element, enabled])
}
