import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { AudioFile, LibraryFile, LibraryItem } from '@shelfkit/client'
import {
  $currentLibrary,
  $user,
  canDelete,
  canDownload,
  canUpdate,
  deleteItemFile,
  fileMessages,
  formatBytes,
  formatClock,
  i18n,
  movedRow,
  playPositions,
  saveTrackOrder,
  type TrackOrderRow,
  toggleEbookStatus,
  trackOrderChanged,
  trackOrderOf,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { Button, IconButton } from '../../ui/Button'
import { ConfirmPrompt } from '../../ui/ConfirmPrompt'
import { EbookFilesTable } from '../EbookFilesTable'
import { FileDownloadLink, SectionTable } from '../SectionTable'
import { TrackDetailsDialog } from './TrackDetailsDialog'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.filesTab', {
  audio: 'Audio Tracks',
  library: 'Library Files',
  index: '#',
  filename: 'Filename',
  path: 'Path',
  size: 'Size',
  duration: 'Duration',
  codec: 'Codec',
  type: 'Type',
  include: 'Include',
  order: 'Order',
  actions: 'Actions',
  excluded: 'Excluded',
  includeFile: params('Include {name} in the tracklist'),
  up: params('Move {name} up'),
  down: params('Move {name} down'),
  details: params('Details of {name}'),
  saveOrder: 'Save Tracklist',
  resetOrder: 'Reset',
  kbps: params('{rate} kbps'),
  setMain: 'Set as primary',
  setSupplementary: 'Set as supplementary',
  remove: params('Delete {name}'),
})

/**
 * The Files tab: the audio files (order and tracklist for books of several files, with update permission; each
 * file's tags), the e-book files (primary or supplementary, read, download) and every file of the item's folder
 * (download; delete with delete permission, after a confirmation).
 */
export default function FilesTab({ item, run }: ItemEditTabProps) {
  const user = useStore($user)
  return (
    <div className="sk-files-tab">
      {item.mediaType === 'book' && item.media.audioFiles.length ? (
        <AudioFiles item={item} run={run} editable={canUpdate(user) && !item.isFile} />
      ) : null}
      {item.mediaType === 'book' ? <EbookFiles item={item} run={run} /> : null}
      <LibraryFiles item={item} run={run} />
    </div>
  )
}

function AudioFiles({ item, run, editable }: ItemEditTabProps & { editable: boolean }) {
  const t = useStore(messages)
  const [rows, setRows] = useState(() => trackOrderOf(item))
  const [details, setDetails] = useState<AudioFile | null>(null)
  useEffect(() => setRows(trackOrderOf(item)), [item])
  const reorder = editable && rows.length > 1
  const positions = playPositions(rows)
  const changed = trackOrderChanged(rows, item)
  const toggle = (index: number, include: boolean) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, include } : row)))
  const columns = [
    { key: 'index', label: t.index, className: 'sk-table__narrow' },
    { key: 'filename', label: t.filename },
    { key: 'size', label: t.size, className: 'sk-table__num' },
    { key: 'duration', label: t.duration, className: 'sk-table__num' },
    { key: 'codec', label: t.codec, className: 'sk-table__hide-small' },
    reorder && { key: 'include', label: t.include, className: 'sk-table__narrow' },
    reorder && { key: 'order', label: t.order, className: 'sk-table__narrow' },
    {
      key: 'actions',
      label: <span className="sk-visually-hidden">{t.actions}</span>,
      className: 'sk-table__narrow',
    },
  ]
  return (
    <>
      <SectionTable
        title={t.audio}
        count={rows.length}
        columns={columns}
        actions={
          changed ? (
            <>
              <Button onClick={() => setRows(trackOrderOf(item))}>{t.resetOrder}</Button>
              <Button variant="primary" onClick={() => void run(() => saveTrackOrder(rows))}>
                {t.saveOrder}
              </Button>
            </>
          ) : null
        }
      >
        {rows.map((row, index) => (
          <AudioFileRow
            key={row.file.ino}
            row={row}
            position={positions[index] ?? null}
            first={index === 0}
            last={index === rows.length - 1}
            reorder={reorder}
            onInclude={(include) => toggle(index, include)}
            onMove={(step) => setRows(movedRow(rows, index, index + step))}
            onDetails={() => setDetails(row.file)}
          />
        ))}
      </SectionTable>
      {details ? <TrackDetailsDialog file={details} onClose={() => setDetails(null)} /> : null}
    </>
  )
}

function AudioFileRow({
  row,
  position,
  first,
  last,
  reorder,
  onInclude,
  onMove,
  onDetails,
}: {
  row: TrackOrderRow
  position: number | null
  first: boolean
  last: boolean
  reorder: boolean
  onInclude(include: boolean): void
  onMove(step: -1 | 1): void
  onDetails(): void
}) {
  const t = useStore(messages)
  const { file } = row
  const name = file.metadata.filename
  const codec = [file.codec, file.bitRate ? t.kbps({ rate: Math.round(file.bitRate / 1000) }) : null]
  return (
    <tr className={row.include ? undefined : 'sk-files-tab__excluded'}>
      <td className="sk-table__narrow">{position ?? <span title={t.excluded}>−</span>}</td>
      <td className="sk-table__wrap">{name}</td>
      <td className="sk-table__num">{formatBytes(file.metadata.size)}</td>
      <td className="sk-table__num">{formatClock(file.duration)}</td>
      <td className="sk-table__hide-small">{codec.filter(Boolean).join(' · ')}</td>
      {reorder ? (
        <>
          <td className="sk-table__narrow">
            <input
              type="checkbox"
              checked={row.include}
              aria-label={t.includeFile({ name })}
              onChange={(event) => onInclude(event.target.checked)}
            />
          </td>
          <td className="sk-table__narrow sk-files-tab__order">
            <IconButton
              icon="arrowUp"
              size={16}
              label={t.up({ name })}
              disabled={first}
              onClick={() => onMove(-1)}
            />
            <IconButton
              icon="arrowDown"
              size={16}
              label={t.down({ name })}
              disabled={last}
              onClick={() => onMove(1)}
            />
          </td>
        </>
      ) : null}
      <td className="sk-table__narrow">
        <IconButton icon="info" size={18} label={t.details({ name })} onClick={onDetails} />
      </td>
    </tr>
  )
}

function EbookFiles({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const user = useStore($user)
  const library = useStore($currentLibrary)
  const switchable = canUpdate(user) && !(library?.id === item.libraryId && library.settings.audiobooksOnly)
  return (
    <EbookFilesTable
      item={item}
      canDownload={canDownload(user)}
      actions={
        switchable
          ? (file, main) => (
              <Button onClick={() => void run(() => toggleEbookStatus(file))}>
                {main ? t.setSupplementary : t.setMain}
              </Button>
            )
          : undefined
      }
    />
  )
}

function LibraryFiles({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const files = useStore(fileMessages)
  const user = useStore($user)
  const [deleting, setDeleting] = useState<LibraryFile | null>(null)
  return (
    <>
      <SectionTable
        title={t.library}
        count={item.libraryFiles.length}
        columns={[
          { key: 'path', label: t.path },
          { key: 'size', label: t.size, className: 'sk-table__num' },
          { key: 'type', label: t.type },
          { key: 'actions', label: <span className="sk-visually-hidden">{t.actions}</span> },
        ]}
      >
        {item.libraryFiles.map((file) => (
          <tr key={file.ino}>
            <td className="sk-table__wrap">{file.metadata.relPath}</td>
            <td className="sk-table__num">{formatBytes(file.metadata.size)}</td>
            <td>{file.fileType}</td>
            <td className="sk-files-tab__actions">
              {canDownload(user) ? <DownloadLink item={item} file={file} /> : null}
              {canDelete(user) ? (
                <IconButton
                  icon="delete"
                  size={18}
                  label={t.remove({ name: file.metadata.filename })}
                  onClick={() => setDeleting(file)}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </SectionTable>
      <ConfirmPrompt
        prompt={deleting ? { message: files.confirmDelete, yesVariant: 'danger' } : null}
        onAnswer={(confirmed) => {
          const file = deleting
          setDeleting(null)
          if (confirmed && file) void run(() => deleteItemFile(file))
        }}
      />
    </>
  )
}

function DownloadLink({ item, file }: { item: LibraryItem; file: LibraryFile }) {
  return <FileDownloadLink libraryItemId={item.id} ino={file.ino} filename={file.metadata.filename} />
}
