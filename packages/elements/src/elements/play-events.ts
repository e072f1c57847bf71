import { $player, type PlayerState } from '@shelfkit/stores'
import { emit } from './events'

const startedPlaying = (state: Readonly<PlayerState>, before: Readonly<PlayerState>) =>
  state.libraryItemId !== null &&
  (state.libraryItemId !== before.libraryItemId ||
    state.episodeId !== before.episodeId ||
    (state.status === 'loading' && before.status !== 'loading') ||
    (state.status === 'playing' && before.status !== 'playing' && before.status !== 'buffering'))

/**
 * Emits `shelf-play` from `host` when a click inside it starts (or resumes) playback. The components call the
 * player store directly; the store changes synchronously within the click, which is how the play is traced back
 * to the element that was clicked. Returns the stop function.
 */
export function announcePlays(host: HTMLElement): () => void {
  let clicking = false
  const onClick = () => {
    clicking = true
    // Cleared once this click has been dispatched to every listener (React's included).
    setTimeout(() => {
      clicking = false
    })
  }
  host.addEventListener('click', onClick, { capture: true })
  const stop = $player.listen((state, before) => {
    if (!clicking || !before || !startedPlaying(state, before)) return
    clicking = false
    emit(host, 'shelf-play', { libraryItemId: state.libraryItemId!, episodeId: state.episodeId })
  })
  return () => {
    host.removeEventListener('click', onClick, { capture: true })
    stop()
  }
}
