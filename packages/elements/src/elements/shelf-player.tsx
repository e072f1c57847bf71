import { useStore } from '@nanostores/react'
import { $player, $toasts } from '@shelfkit/stores'
import { computed } from 'nanostores'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { baseCss } from '../styles'
import { defineElement } from './define'
import { type ElementProps, reactElementClass } from './react-element'
import { SessionGate } from './SessionGate'
import { usePlayEvents } from './use-play-events'

const attributes = {
  inline: 'boolean',
  hideSleepTimer: 'boolean',
  hideBookmarks: 'boolean',
  noHotkeys: 'boolean',
} as const

const loadParts = () => import('./player-element-parts')
const ElementPlayerBar = lazy(() => loadParts().then((parts) => ({ default: parts.ElementPlayerBar })))
const ElementToasts = lazy(() => loadParts().then((parts) => ({ default: parts.ElementToasts })))
const $playing = computed($player, (player) => player.status !== 'idle')
const $toasting = computed($toasts, (toasts) => toasts.length > 0)

/** Fetches the bar's chunk once the page is idle, so that it is there when playback starts. */
function usePrefetchedParts() {
  useEffect(() => {
    const idle = (globalThis as { requestIdleCallback?: (run: () => void) => number }).requestIdleCallback
    if (idle) idle(() => void loadParts())
    else setTimeout(() => void loadParts(), 2000)
  }, [])
}

/**
 * The bar is fixed to the bottom of the window: the element keeps its height in the page so nothing hides under it.
 * The expanded (fullscreen) player keeps the bar's last height.
 */
function useBarHeight(enabled: boolean) {
  const bar = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const node = bar.current
    if (!enabled || !node) return
    const measure = (found: Element | null) => {
      if (!found?.classList.contains('sk-player--fullscreen')) setHeight(found?.clientHeight ?? 0)
    }
    const observer = new ResizeObserver(() => measure(node.querySelector('.sk-player')))
    observer.observe(node)
    const player = new MutationObserver(() => {
      const found = node.querySelector('.sk-player')
      if (found) observer.observe(found)
      measure(found)
    })
    player.observe(node, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      player.disconnect()
    }
  }, [enabled])
  return { bar, height: enabled ? height : 0 }
}

function PlayerElement({
  host,
  inline,
  hideSleepTimer,
  hideBookmarks,
  noHotkeys,
}: ElementProps<typeof attributes>) {
  usePlayEvents(host)
  usePrefetchedParts()
  const playing = useStore($playing)
  const toasting = useStore($toasting)
  const { bar, height } = useBarHeight(!inline)
  const root = host.shadowRoot!
  return (
    <SessionGate pending={null} signedOut={null}>
      <div ref={bar} className={`sk-element-player${inline ? ' sk-element-player--inline' : ''}`}>
        {playing ? (
          <Suspense fallback={null}>
            <ElementPlayerBar
              root={root}
              hideSleepTimer={hideSleepTimer}
              hideBookmarks={hideBookmarks}
              hotkeys={!noHotkeys}
            />
          </Suspense>
        ) : null}
      </div>
      {height ? <div className="sk-element-player__spacer" style={{ height }} /> : null}
      {toasting ? (
        <Suspense fallback={null}>
          <ElementToasts root={root} />
        </Suspense>
      ) : null}
    </SessionGate>
  )
}

/**
 * The full player bar: cover, title, transport, seek bar with chapters, speed, volume, sleep timer, bookmarks,
 * chapters and queue. It plays whatever any element (or page code through the stores) starts: one player per page.
 * Fixed to the bottom of the window unless `inline`; it stays empty while nothing is loaded. While something is
 * loaded, the player hotkeys (Space play/pause, ←/→ jump, ↑/↓ volume, M mute, L chapters, Shift+↑/↓ speed, Escape
 * close) work anywhere on the page except in form controls; `no-hotkeys` turns them off. The bar's expand button
 * (or a tap on its cover on narrow screens) shows the player over the whole window, inside the element's shadow
 * root; its close button and Escape leave that view before they close the player.
 *
 * @customElement shelf-player
 * @attr {boolean} inline - Sit in the page flow instead of being fixed to the bottom of the window.
 * @attr {boolean} hide-sleep-timer - Hide the sleep timer button.
 * @attr {boolean} hide-bookmarks - Hide the bookmarks button.
 * @attr {boolean} no-hotkeys - No page-wide keyboard shortcuts: Space, arrows, M, L and Escape stay the page's.
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} api-key - An API key to sign in with (or use `<shelf-server>` / `<shelf-login>`).
 * @attr {string} app-url - The full app's address: the title and author links open it.
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @fires shelf-play - Playback was started or resumed from the bar: `{libraryItemId, episodeId}`.
 * @fires shelf-select - The title or an author link was followed: `{path, url, itemId}`; cancel it to route yourself.
 * @csspart root - The element's box.
 * @csspart bar - The player bar.
 * @csspart cover - The cover of what is playing.
 * @csspart title - The title link.
 * @csspart play-button - The play/pause button.
 * @csspart seek-bar - The seek bar.
 * @cssprop --shelf-bg-sunken - The bar's background.
 * @cssprop --shelf-text - Text colour.
 * @cssprop --shelf-text-muted - Secondary text colour.
 * @cssprop --shelf-accent - Accent colour (progress, play button).
 * @cssprop --shelf-font - Font family.
 */
export class ShelfPlayerElement extends reactElementClass(PlayerElement, {
  attributes,
  // The bar and the toasts bring their stylesheets when they load (player-element-parts.tsx).
  styles: [baseCss],
  parts: {
    bar: '.sk-player',
    cover: '.sk-player__cover',
    title: '.sk-player__title',
    'play-button': '.sk-player__play',
    'seek-bar': '.sk-seekbar',
  },
}) {}

defineElement('shelf-player', ShelfPlayerElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-player': ShelfPlayerElement
  }
}
