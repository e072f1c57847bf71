import type { PlayerController } from './controller'

export const OTHER_TAB_MESSAGE = 'Paused: playing in another tab'

/**
 * One tab of the site plays at a time (they share the kept copies and the user's progress): a tab that starts
 * playing tells the others, and one that is playing pauses and says why.
 */
export function bindOneTabPlaying(player: PlayerController, onPausedByOtherTab: () => void): void {
  const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel
  if (!Channel) return
  const channel = new Channel('shelfkit-player')
  const tab = `${Date.now()}-${Math.random()}`
  let playing = false
  player.$player.subscribe((state) => {
    const now = state.status === 'playing'
    if (now && !playing) channel.postMessage({ type: 'playing', tab })
    playing = now
  })
  channel.onmessage = (event: MessageEvent<{ type?: string; tab?: string }>) => {
    if (event.data?.type !== 'playing' || event.data.tab === tab || !playing) return
    player.pause()
    onPausedByOtherTab()
  }
}
