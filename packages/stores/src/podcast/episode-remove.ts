import { count, params } from '@nanostores/i18n'
import { errorMessage, podcastsApi } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { $player, isPlayerItem, stopPlayer } from '../player'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const episodeRemoveMessages = storeMessages('podcast.episodeRemove', {
  failed: 'Failed to remove episode',
  removed: count({ one: 'Episode removed', other: '{count} episodes removed' }),
  stoppedPlaying: params('“{title}” was playing: playback stopped because the episode was removed'),
})

/**
 * Removes episodes one after another (DELETE /api/podcasts/{id}/episode/{episodeId}, `hard=1` deletes the file
 * too), stopping at the first the server refuses (its words in a toast); the ones already removed stay removed. An
 * episode the player is playing is closed in the player first, and the user is told. Resolves how many were removed.
 */
export async function removeEpisodes(
  libraryItemId: string,
  episodes: readonly { id: string; title: string }[],
  hard: boolean,
): Promise<number> {
  const messages = episodeRemoveMessages.get()
  let removed = 0
  for (const episode of episodes) {
    const playing = isPlayerItem($player.get(), libraryItemId, episode.id)
    try {
      await getClient().area(podcastsApi).removeEpisode(libraryItemId, episode.id, hard)
    } catch (error) {
      console.error('Failed to remove episode', error)
      showToast({ type: 'error', message: errorMessage(error, messages.failed) })
      break
    }
    removed++
    if (playing) {
      stopPlayer()
      showToast({ type: 'warning', message: messages.stoppedPlaying({ title: episode.title }) })
    }
  }
  if (removed) showToast({ type: 'success', message: messages.removed(removed) })
  return removed
}

export const episodeBatchMessages = storeMessages('podcast.episodeBatch', {
  updated: 'Batch update success!',
  failed: 'Batch update failed',
})

/** Marks episodes finished or not in one request (PATCH /api/me/progress/batch/update); the server's user_updated follows. */
export async function setEpisodesFinished(
  libraryItemId: string,
  episodeIds: readonly string[],
  isFinished: boolean,
): Promise<boolean> {
  if (!episodeIds.length) return false
  const messages = episodeBatchMessages.get()
  try {
    await getClient().me.batchUpdateProgress(
      episodeIds.map((episodeId) => ({ libraryItemId, episodeId, isFinished })),
    )
  } catch (error) {
    console.error('Failed to batch update finished', error)
    showToast({ type: 'error', message: messages.failed })
    return false
  }
  showToast({ type: 'success', message: messages.updated })
  return true
}
