import type { LibraryFile, LibraryItem } from '@shelfkit/client'
import { formatBytes, openReader } from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { DOWNLOAD_COLUMN, FileDownloadCell, SectionTable } from './SectionTable'

const COLUMNS = [
  { key: 'filename', label: 'Filename' },
  { key: 'size', label: 'Size', className: 'sk-table__num' },
  { key: 'read', label: <span className="sk-visually-hidden">Read</span>, className: 'sk-table__narrow' },
]

/**
 * The item's e-book files; the main one is marked, each opens in the reader without keeping progress (Read, as in
 * the official client) and is downloadable with download permission.
 */
export function EbookFilesTable({
  item,
  files,
  mainIno,
  canDownload,
}: {
  item: LibraryItem
  files: readonly LibraryFile[]
  mainIno: string | null
  canDownload: boolean
}) {
  if (!files.length) return null
  return (
    <SectionTable
      title="Ebook Files"
      count={files.length}
      columns={[...COLUMNS, canDownload && DOWNLOAD_COLUMN]}
    >
      {files.map((file) => (
        <tr key={file.ino}>
          <td className="sk-table__wrap">
            {file.metadata.filename}
            {file.ino === mainIno ? <span className="sk-item__tag">Primary</span> : null}
            {file.isSupplementary ? <span className="sk-item__tag">Supplementary</span> : null}
          </td>
          <td className="sk-table__num">{formatBytes(file.metadata.size)}</td>
          <td className="sk-table__narrow">
            <IconButton
              icon="book"
              size={18}
              label={`Read ${file.metadata.filename}`}
              title="Read ebook without keeping progress"
              onClick={() => openReader(item, file.ino, { keepProgress: false })}
            />
          </td>
          {canDownload ? (
            <FileDownloadCell libraryItemId={item.id} ino={file.ino} filename={file.metadata.filename} />
          ) : null}
        </tr>
      ))}
    </SectionTable>
  )
}
