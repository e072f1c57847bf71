import { useStore } from '@nanostores/react'
import type { AudioFileTrack } from '@shelfkit/client'
import {
  $trackProgress,
  $tracksFinished,
  formatBytes,
  formatClock,
  formatNumber,
  i18n,
  params,
} from '@shelfkit/stores'
import { Icon } from '../ui/Icon'
import { DOWNLOAD_COLUMN, FileDownloadCell, SectionTable } from './SectionTable'

const messages = i18n('item.tracksTable', {
  title: 'Audio Tracks',
  filename: 'Filename',
  size: 'Size',
  duration: 'Duration',
  codec: 'Codec',
  done: 'Done',
  kbps: params('{rate} kbps'),
})

/**
 * The audio tracks in play order, with the live per-file progress of a running embed or encode task (spec 01 §4:
 * rounded percentages; a finished file is marked done).
 */
export function TracksTable({
  libraryItemId,
  tracks,
  canDownload,
}: {
  libraryItemId: string
  tracks: readonly AudioFileTrack[]
  canDownload: boolean
}) {
  const t = useStore(messages)
  const progress = useStore($trackProgress)[libraryItemId]
  const finished = useStore($tracksFinished)[libraryItemId]
  if (!tracks.length) return null
  const columns = [
    { key: 'index', label: '#', className: 'sk-table__narrow' },
    { key: 'filename', label: t.filename },
    { key: 'size', label: t.size, className: 'sk-table__num' },
    { key: 'duration', label: t.duration, className: 'sk-table__num' },
    { key: 'codec', label: t.codec, className: 'sk-table__hide-small' },
  ]
  return (
    <SectionTable
      title={t.title}
      count={tracks.length}
      defaultOpen={tracks.length <= 10}
      columns={[...columns, canDownload && DOWNLOAD_COLUMN]}
    >
      {tracks.map((track) => {
        const done = finished?.[track.ino]
        const percent = progress?.[track.ino]
        return (
          <tr key={track.ino}>
            <td className="sk-table__narrow">{track.index}</td>
            <td className="sk-table__wrap">
              {track.metadata.filename}
              {done ? (
                <Icon name="check" size={16} label={t.done} className="sk-table__done" />
              ) : percent ? (
                <span className="sk-table__task">{percent}</span>
              ) : null}
            </td>
            <td className="sk-table__num">{formatBytes(track.metadata.size)}</td>
            <td className="sk-table__num">{formatClock(track.duration)}</td>
            <td className="sk-table__hide-small">
              {[
                track.codec,
                track.bitRate ? t.kbps({ rate: formatNumber(Math.round(track.bitRate / 1000)) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </td>
            {canDownload ? (
              <FileDownloadCell
                libraryItemId={libraryItemId}
                ino={track.ino}
                filename={track.metadata.filename}
              />
            ) : null}
          </tr>
        )
      })}
    </SectionTable>
  )
}
