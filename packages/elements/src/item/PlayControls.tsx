import { useStore } from '@nanostores/react'
import type { LibraryItem, PodcastEpisode } from '@shelfkit/client'
import {
  $player,
  $playerQueue,
  addToQueue,
  i18n,
  isPlayerItem,
  params,
  playItem,
  type QueueItem,
  queueIndexOf,
  queueItemFor,
  removeFromQueue,
  togglePlayback,
} from '@shelfkit/stores'
import { Button, IconButton } from '../ui/Button'

const messages = i18n('item.playControls', {
  play: 'Play',
  pause: 'Pause',
  playTitle: params('Play {title}'),
  pauseTitle: params('Pause {title}'),
  addToQueue: 'Add to queue',
  removeFromQueue: 'Remove from queue',
  queueAction: params('{action}: {name}'),
})

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
  const t = useStore(messages)
  const { current, playing, idle } = usePlayerFor(item.id, null)
  return (
    <>
      <Button
        variant="primary"
        icon={playing ? 'pause' : 'play'}
        onClick={() => play(item.id, null, current)}
      >
        {playing ? t.pause : t.play}
      </Button>
      {!idle && !current ? (
        <QueueToggle libraryItemId={item.id} episodeId={null} entry={() => queueItemFor(item)} />
      ) : null}
    </>
  )
}

/**
 * Adds the item (or episode) to the player's queue, or takes it out again (spec 01 §4: once per item and
 * episode). `entry` builds the queue entry when it is added.
 */
function QueueToggle({
  libraryItemId,
  episodeId,
  entry,
  name,
}: {
  libraryItemId: string
  episodeId: string | null
  entry(): QueueItem
  /** What the button's label names, for rows of several episodes. */
  name?: string
}) {
  const t = useStore(messages)
  const queue = useStore($playerQueue)
  const queued = queueIndexOf(queue.items, libraryItemId, episodeId) >= 0
  const action = queued ? t.removeFromQueue : t.addToQueue
  return (
    <IconButton
      icon="queue"
      label={name ? t.queueAction({ action, name }) : action}
      active={queued}
      aria-pressed={queued}
      onClick={() => (queued ? removeFromQueue(libraryItemId, episodeId) : addToQueue(entry()))}
    />
  )
}

/** The add-to-queue toggle of an episode row, shown while something else is in the player. */
export function EpisodeQueueButton({
  libraryItemId,
  episode,
  entry,
}: {
  libraryItemId: string
  episode: Pick<PodcastEpisode, 'id' | 'title'>
  entry(): QueueItem
}) {
  const { current, idle } = usePlayerFor(libraryItemId, episode.id)
  if (idle || current) return null
  return (
    <QueueToggle libraryItemId={libraryItemId} episodeId={episode.id} entry={entry} name={episode.title} />
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
  const t = useStore(messages)
  const { current, playing } = usePlayerFor(libraryItemId, episode.id)
  return (
    <IconButton
      icon={playing ? 'pause' : 'play'}
      label={(playing ? t.pauseTitle : t.playTitle)({ title: episode.title })}
      active={current}
      onClick={() => play(libraryItemId, episode.id, current)}
    />
  )
}
