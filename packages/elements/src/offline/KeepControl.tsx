import { useStore } from '@nanostores/react'
import {
  $keptBytes,
  $keptItems,
  $user,
  canDownload,
  canKeepOnDevice,
  formatBytes,
  i18n,
  type KeptItem,
  keepOnDevice,
  mediaKey,
  params,
  pauseKeeping,
  removeKept,
  resumeKeeping,
  totalBytes,
} from '@shelfkit/stores'
import { Button, IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { ProgressBar } from '../ui/ProgressBar'

/** Also the card menu's entries ('keep', 'remove'). */
export const keepMessages = i18n('offline.keepControl', {
  queued: 'Waiting to download',
  downloading: 'Downloading',
  waiting: 'Waiting for the connection',
  paused: 'Paused',
  keeping: params('Keeping “{title}” on this device'),
  progress: params('{status} · {stored} of {total}'),
  resume: 'Resume download',
  pause: 'Pause download',
  cancel: 'Cancel download',
  keep: 'Keep on this device',
  busy: params('{status}: keeping on this device'),
  kept: 'Kept on this device',
  remove: 'Remove from this device',
})

/** The progress of a download that is not done yet: bar, bytes, state, pause or resume, cancel. */
export function KeepProgress({ kept }: { kept: KeptItem }) {
  const t = useStore(keepMessages)
  const stored = useStore($keptBytes)[kept.key] ?? 0
  const total = totalBytes(kept)
  const status = kept.status === 'done' ? 'downloading' : kept.status
  return (
    <div className="sk-keep__progress">
      <ProgressBar value={total ? stored / total : 0} label={t.keeping({ title: kept.title })} />
      <span className="sk-keep__status">
        {t.progress({ status: t[status], stored: formatBytes(stored), total: formatBytes(total) })}
      </span>
      {kept.status === 'paused' ? (
        <IconButton icon="play" label={t.resume} onClick={() => void resumeKeeping(kept.key)} />
      ) : (
        <IconButton icon="pause" label={t.pause} onClick={() => void pauseKeeping(kept.key)} />
      )}
      <IconButton icon="close" label={t.cancel} onClick={() => void removeKept(kept.key)} />
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
  const t = useStore(keepMessages)
  const user = useStore($user)
  const key = mediaKey(libraryItemId, episodeId)
  const kept = useStore($keptItems)[key]
  if (!canKeepOnDevice() || !canDownload(user)) return null
  if (!kept) {
    const keep = () => void keepOnDevice(libraryItemId, episodeId)
    return compact ? (
      <IconButton icon="download" label={t.keep} onClick={keep} />
    ) : (
      <Button icon="download" onClick={keep}>
        {t.keep}
      </Button>
    )
  }
  if (kept.status !== 'done') {
    return compact ? (
      <IconButton
        icon="device"
        label={t.busy({ status: t[kept.status] })}
        className="sk-keep__busy"
        onClick={() => void (kept.status === 'paused' ? resumeKeeping(key) : pauseKeeping(key))}
      />
    ) : (
      <KeepProgress kept={kept} />
    )
  }
  return compact ? (
    <span className="sk-keep__kept" role="img" aria-label={t.kept} title={t.kept}>
      <Icon name="device" size={20} />
    </span>
  ) : (
    <span className="sk-keep">
      <span className="sk-item-actions__badge">
        <Icon name="device" size={16} />
        {t.kept}
      </span>
      <Button icon="delete" onClick={() => void removeKept(key)}>
        {t.remove}
      </Button>
    </span>
  )
}
