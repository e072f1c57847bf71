import { useStore } from '@nanostores/react'
import type { AudioFileTrack } from '@shelfkit/client'
import { $trackProgress, $tracksFinished, fileDownloadHref, formatBytes, formatClock } from '@shelfkit/stores'
import { CollapsibleSection } from '../ui/CollapsibleSection'
import { Icon } from '../ui/Icon'

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
    <CollapsibleSection title="Audio Tracks" count={tracks.length} defaultOpen={tracks.length <= 10}>
      <div className="sk-table-wrap">
        <table className="sk-table">
          <thead>
            <tr>
              <th scope="col" className="sk-table__narrow">
                #
              </th>
              <th scope="col">Filename</th>
              <th scope="col" className="sk-table__num">
                Size
              </th>
              <th scope="col" className="sk-table__num">
                Duration
              </th>
              <th scope="col" className="sk-table__hide-small">
                Codec
              </th>
              {canDownload ? (
                <th scope="col" className="sk-table__narrow">
                  <span className="sk-visually-hidden">Download</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
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
                    <td className="sk-table__narrow">
                      <a
                        className="sk-icon-button"
                        href={fileDownloadHref(libraryItemId, track.ino)}
                        download
                        aria-label={`Download ${track.metadata.filename}`}
                        title="Download"
                      >
                        <Icon name="download" size={18} />
                      </a>
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </CollapsibleSection>
  )
}
