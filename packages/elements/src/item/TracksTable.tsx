import { useStore } from '@nanostores/react'
import type { AudioFileTrack } from '@shelfkit/client'
import { $trackProgress, $tracksFinished, formatBytes, formatClock } from '@shelfkit/stores'
import { Icon } from '../ui/Icon'
import { DOWNLOAD_COLUMN, FileDownloadCell, SectionTable } from './SectionTable'

const COLUMNS = [
  { key: 'index', label: '#', className: 'sk-table__narrow' },
  { key: 'filename', label: 'Filename' },
  { key: 'size', label: 'Size', className: 'sk-table__num' },
  { key: 'duration', label: 'Duration', className: 'sk-table__num' },
  { key: 'codec', label: 'Codec', className: 'sk-table__hide-small' },
]

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
  const progress = useStore($trackProgress)[libraryItemId]
  const finished = useStore($tracksFinished)[libraryItemId]
  if (!tracks.length) return null
  return (
    <SectionTable
      title="Audio Tracks"
      count={tracks.length}
      defaultOpen={tracks.length <= 10}
      columns={[...COLUMNS, canDownload && DOWNLOAD_COLUMN]}
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
                <Icon name="check" size={16} label="Done" className="sk-table__done" />
              ) : percent ? (
                <span className="sk-table__task">{percent}</span>
              ) : null}
            </td>
            <td className="sk-table__num">{formatBytes(track.metadata.size)}</td>
            <td className="sk-table__num">{formatClock(track.duration)}</td>
            <td className="sk-table__hide-small">
              {[track.codec, track.bitRate ? `${Math.round(track.bitRate / 1000)} kbps` : null]
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
