import { $sessionStatus, $socketState, reloadCurrentUser, shared } from '@shelfkit/stores'
import { computed } from 'nanostores'

/**
 * How often elements re-read what they show while no live events arrive. Real servers refuse API keys on the
 * socket (FACTS §6), so an element signed in with a key would otherwise show stale progress forever.
 */
export const ELEMENT_REFRESH_MS = 60_000

/** True while the socket delivers this user's events. */
export const $liveUpdates = shared('elements.liveUpdates', () =>
  computed(
    [$sessionStatus, $socketState],
    (status, socket) => status === 'signed-in' && socket.authenticated,
  ),
)

type Refresh = () => void

interface RefreshState {
  refreshers: Set<Refresh>
  timer: ReturnType<typeof setInterval> | null
  stopWatching: (() => void) | null
}

const state = shared(
  'elements.refresh',
  (): RefreshState => ({ refreshers: new Set(), timer: null, stopWatching: null }),
)

/** Whether elements must poll: signed in, the socket silent, the page visible. */
export function needsPolling(signedIn: boolean, live: boolean, visible: boolean): boolean {
  return signedIn && !live && visible
}

function refreshAll() {
  // Progress bars and finished badges come from the user's progress list.
  void reloadCurrentUser()
  for (const refresh of [...state.refreshers]) refresh()
}

function visible(): boolean {
  return globalThis.document?.visibilityState !== 'hidden'
}

function reschedule() {
  const poll = needsPolling($sessionStatus.get() === 'signed-in', $liveUpdates.get(), visible())
  if (poll && state.timer === null) state.timer = setInterval(refreshAll, ELEMENT_REFRESH_MS)
  if (!poll && state.timer !== null) {
    clearInterval(state.timer)
    state.timer = null
  }
}

function onVisibilityChange() {
  // Coming back to the tab without live events: show what changed meanwhile right away.
  if (visible() && $sessionStatus.get() === 'signed-in' && !$liveUpdates.get()) refreshAll()
  reschedule()
}

function startWatching(): () => void {
  const stopLive = $liveUpdates.listen(reschedule)
  const stopStatus = $sessionStatus.listen(reschedule)
  globalThis.document?.addEventListener('visibilitychange', onVisibilityChange)
  reschedule()
  return () => {
    stopLive()
    stopStatus()
    globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange)
    if (state.timer !== null) clearInterval(state.timer)
    state.timer = null
  }
}

/**
 * Registers what an element re-reads when live events are missing (every ELEMENT_REFRESH_MS while the page is
 * visible, and when the page becomes visible again). Returns the unregister function.
 */
export function refreshWithoutLiveEvents(refresh: Refresh): () => void {
  state.refreshers.add(refresh)
  state.stopWatching ??= startWatching()
  return () => {
    state.refreshers.delete(refresh)
    if (state.refreshers.size === 0) {
      state.stopWatching?.()
      state.stopWatching = null
    }
  }
}
