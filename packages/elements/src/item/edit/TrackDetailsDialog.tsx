import { useStore } from '@nanostores/react'
import type { AudioFile } from '@shelfkit/client'
import { formatBytes, formatClock, i18n } from '@shelfkit/stores'
import { Modal } from '../../ui/Modal'

const messages = i18n('item.edit.trackDetails', {
  path: 'Path',
  size: 'Size',
  duration: 'Duration',
  format: 'Format',
  chapters: 'Chapters',
  embeddedCover: 'Embedded Cover',
  codec: 'Codec',
  channels: 'Channels',
  bitrate: 'Bitrate',
  timeBase: 'Time Base',
  language: 'Language',
  metaTags: 'Meta Tags',
  noTags: 'This file has no tags.',
})

/** An audio file's details and the tags read from it, read-only (the official audio file data dialog). */
export function TrackDetailsDialog({ file, onClose }: { file: AudioFile; onClose(): void }) {
  const t = useStore(messages)
  const facts: [string, string | number | null | undefined][] = [
    [t.path, file.metadata.path],
    [t.size, formatBytes(file.metadata.size)],
    [t.duration, formatClock(file.duration)],
    [t.format, file.format],
    [t.chapters, file.chapters.length],
    [t.embeddedCover, file.embeddedCoverArt],
    [t.codec, file.codec],
    [
      t.channels,
      file.channels ? `${file.channels}${file.channelLayout ? ` (${file.channelLayout})` : ''}` : null,
    ],
    [t.bitrate, file.bitRate ? formatBytes(file.bitRate, 0) : null],
    [t.timeBase, file.timeBase],
    [t.language, file.language],
  ]
  const tags = Object.entries(file.metaTags).filter(([, value]) => value !== undefined && value !== '')
  return (
    <Modal open title={file.metadata.filename} onClose={onClose} width={700}>
      <dl className="sk-track-details">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([name, value]) => (
            <div key={name} className="sk-track-details__row">
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="sk-track-details__heading">{t.metaTags}</h3>
      {tags.length ? (
        <dl className="sk-track-details">
          {tags.map(([key, value]) => (
            <div key={key} className="sk-track-details__row">
              <dt>{key.replace(/^tag/, '')}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="sk-muted">{t.noTags}</p>
      )}
    </Modal>
  )
}
