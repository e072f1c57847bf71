import { useStore } from '@nanostores/react'
import {
  $keptBytes,
  $keptItems,
  $user,
  canDownload,
  canKeepOnDevice,
  formatBytes,
  type KeptItem,
  type KeptStatus,
  keepOnDevice,
  mediaKey,
  pauseKeeping,
  removeKept,
  resumeKeeping,
  totalBytes,
} from '@shelfkit/stores'
import { Button, IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { ProgressBar } from '../ui/ProgressBar'

const STATUS_TEXT: Record<Exclude<KeptStatus, 'done'>, string> = {
  queued: 'Waiting to download',
  downloading: 'Downloading',
  waiting: 'Waiting for the connection',
  paused: 'Paused',
}

/** The progress of a download that is not done yet: bar, bytes, state, pause or resume, cancel. */
export function KeepProgress({ kept }: { kept: KeptItem }) {
  const stored = useStore($keptBytes)[kept.key] ?? 0
  const total = totalBytes(kept)
  const status = kept.status === 'done' ? 'downloading' : kept.status
  return (
    <div className="sk-keep__progress">
      <ProgressBar value={total ? stored / total : 0} label={`Keeping “${kept.title}” on this device`} />
      <span className="sk-keep__status">
        {STATUS_TEXT[status]} · {formatBytes(stored)} of {formatBytes(total)}
      </span>
      {kept.status === 'paused' ? (
        <IconButton icon="play" label="Resume download" onClick={() => void resumeKeeping(kept.key)} />
      ) : (
        <IconButton icon="pause" label="Pause download" onClick={() => void pauseKeeping(kept.key)} />
      )}
      <IconButton icon="close" label="Cancel download" onClick={() => void removeKept(kept.key)} />
    </div>
  )
}

/**
 * "Keep on this device" for a book or an episode: the button, then the download's progress, then "Kept on this
 * device" with a way to remove it. Shown to users with the download permission, where the browser can keep media.
 */
export function KeepControl({
  libraryItemId,
  episodeId = null,
  compact = false,
}: {
  libraryItemId: string
  episodeId?: string | null
  /** An icon button only (player, table rows). */
  compact?: boolean
}) {
  const user = useStore($user)
  const key = mediaKey(libraryItemId, episodeId)
  const kept = useStore($keptItems)[key]
  if (!canKeepOnDevice() || !canDownload(user)) return null
  if (!kept) {
    const keep = () => void keepOnDevice(libraryItemId, episodeId)
    return compact ? (
      <IconButton icon="download" label="Keep on this device" onClick={keep} />
    ) : (
      <Button icon="download" onClick={keep}>
        Keep on this device
      </Button>
    )
  }
  if (kept.status !== 'done') {
    return compact ? (
      <IconButton
        icon="device"
        label={`${STATUS_TEXT[kept.status]}: keeping on this device`}
        className="sk-keep__busy"
        onClick={() => void (kept.status === 'paused' ? resumeKeeping(key) : pauseKeeping(key))}
      />
    ) : (
      <KeepProgress kept={kept} />
    )
  }
  return compact ? (
    <span className="sk-keep__kept" role="img" aria-label="Kept on this device" title="Kept on this device">
      <Icon name="device" size={20} />
    </span>
  ) : (
    <span className="sk-keep">
      <span className="sk-item-actions__badge">
        <Icon name="device" size={16} />
        Kept on this device
      </span>
      <Button icon="delete" onClick={() => void removeKept(key)}>
        Remove from this device
      </Button>
    </span>
  )
}
