import type { PlayerController } from './controller'

/** While a tab plays, it tells the others where it is at least this often (seconds of media). */
const TAB_POSITION_STEP_S = 5

type TabMessage =
  | { type: 'playing'; tab: string }
  | { type: 'position'; tab: string; libraryItemId: string; episodeId: string | null; currentTime: number }

/**
 * One tab of the site plays at a time (they share the kept copies and the user's progress): a tab that starts
 * playing tells the others, and one that is playing pauses and says why. The playing tab also tells where it is
 * (every few seconds and when it stops), and a tab paused on the same book or episode moves there, so resuming it
 * goes on from the newest listening instead of sending an older position as the newest one.
 */
export function bindOneTabPlaying(player: PlayerController, onPausedByOtherTab: () => void): void {
  const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel
  if (!Channel) return
  const channel = new Channel('shelfkit-player')
  const tab = `${Date.now()}-${Math.random()}`
  let playing = false
  let told: number | null = null
  const tellPosition = () => {
    const { libraryItemId, episodeId } = player.$player.get()
    if (!libraryItemId) return
    told = player.currentTime()
    channel.postMessage({ type: 'position', tab, libraryItemId, episodeId, currentTime: told })
  }
  player.$player.subscribe((state) => {
    const now = state.status === 'playing'
    if (now && !playing) channel.postMessage({ type: 'playing', tab })
    if (!now && playing) tellPosition()
    playing = now
    if (!now) told = null
  })
  player.$playerTime.listen(({ currentTime }) => {
    if (playing && (told === null || Math.abs(currentTime - told) >= TAB_POSITION_STEP_S)) tellPosition()
  })
  channel.onmessage = ({ data }: MessageEvent<TabMessage | undefined>) => {
    if (!data || data.tab === tab) return
    if (data.type === 'playing' && playing) {
      // The other tab leads from now on: this one's position is not news.
      playing = false
      player.pause()
      onPausedByOtherTab()
    }
    if (data.type !== 'position' || playing) return
    const state = player.$player.get()
    if (state.libraryItemId !== data.libraryItemId || state.episodeId !== (data.episodeId ?? null)) return
    if (state.status === 'paused' || state.status === 'loaded') player.seek(data.currentTime, { sync: false })
  }
}
