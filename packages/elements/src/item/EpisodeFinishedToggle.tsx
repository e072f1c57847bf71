import { setItemFinished } from '@shelfkit/stores'
import { useState } from 'react'
import { IconButton } from '../ui/Button'

/** An episode row's check button: marks the episode finished, or not finished again (disabled while it saves). */
export function EpisodeFinishedToggle({
  libraryItemId,
  episode,
  finished,
}: {
  libraryItemId: string
  episode: { id: string; title: string }
  finished: boolean
}) {
  const [busy, setBusy] = useState(false)
  return (
    <IconButton
      icon="check"
      label={finished ? `Mark "${episode.title}" as Not Finished` : `Mark "${episode.title}" as Finished`}
      className="sk-finish-toggle"
      aria-pressed={finished}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await setItemFinished(libraryItemId, !finished, episode.id)
        setBusy(false)
      }}
    />
  )
}
