import { useStore } from '@nanostores/react'
import type { LibraryItem, PodcastEpisode } from '@shelfkit/client'
import {
  $player,
  $playerQueue,
  addToQueue,
  isPlayerItem,
  playItem,
  queueItemFor,
  removeFromQueue,
  togglePlayback,
} from '@shelfkit/stores'
import { Button, IconButton } from '../ui/Button'

/** Whether the player holds this item (or episode), and whether it is sounding now. */
function usePlayerFor(libraryItemId: string, episodeId: string | null) {
  const state = useStore($player)
  const current = isPlayerItem(state, libraryItemId, episodeId)
  return {
    current,
    playing: current && (state.status === 'playing' || state.status === 'loading'),
    idle: state.status === 'idle',
  }
}

function play(libraryItemId: string, episodeId: string | null, current: boolean) {
  if (current) togglePlayback()
  else void playItem(libraryItemId, { episodeId })
}

/** The item page's Play (Pause while it plays) and add-to-queue buttons for a book. */
export function BookPlayControls({ item }: { item: LibraryItem }) {
  const { current, playing, idle } = usePlayerFor(item.id, null)
  const queue = useStore($playerQueue)
  const queued = queue.items.some((entry) => entry.libraryItemId === item.id && !entry.episodeId)
  return (
    <>
      <Button
        variant="primary"
        icon={playing ? 'pause' : 'play'}
        onClick={() => play(item.id, null, current)}
      >
        {playing ? 'Pause' : 'Play'}
      </Button>
      {!idle && !current ? (
        <IconButton
          icon="queue"
          label={queued ? 'Remove from queue' : 'Add to queue'}
          active={queued}
          aria-pressed={queued}
          onClick={() => (queued ? removeFromQueue(item.id) : addToQueue(queueItemFor(item)))}
        />
      ) : null}
    </>
  )
}

/** Play / pause of one podcast episode (episode rows). */
export function EpisodePlayButton({
  libraryItemId,
  episode,
}: {
  libraryItemId: string
  episode: Pick<PodcastEpisode, 'id' | 'title'>
}) {
  const { current, playing } = usePlayerFor(libraryItemId, episode.id)
  return (
    <IconButton
      icon={playing ? 'pause' : 'play'}
      label={`${playing ? 'Pause' : 'Play'} ${episode.title}`}
      active={current}
      onClick={() => play(libraryItemId, episode.id, current)}
    />
  )
}
