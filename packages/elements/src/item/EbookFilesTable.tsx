import type { LibraryFile } from '@shelfkit/client'
import { formatBytes } from '@shelfkit/stores'
import { DOWNLOAD_COLUMN, FileDownloadCell, SectionTable } from './SectionTable'

const COLUMNS = [
  { key: 'filename', label: 'Filename' },
  { key: 'size', label: 'Size', className: 'sk-table__num' },
]

/** The item's e-book files; the main one is marked, each downloadable with download permission. */
export function EbookFilesTable({
  libraryItemId,
  files,
  mainIno,
  canDownload,
}: {
  libraryItemId: string
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
          {canDownload ? (
            <FileDownloadCell
              libraryItemId={libraryItemId}
              ino={file.ino}
              filename={file.metadata.filename}
            />
          ) : null}
        </tr>
      ))}
    </SectionTable>
  )
}
