import type { LibraryFile } from '@shelfkit/client'
import { fileDownloadHref, formatBytes } from '@shelfkit/stores'
import { CollapsibleSection } from '../ui/CollapsibleSection'
import { Icon } from '../ui/Icon'

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
    <CollapsibleSection title="Ebook Files" count={files.length}>
      <div className="sk-table-wrap">
        <table className="sk-table">
          <thead>
            <tr>
              <th scope="col">Filename</th>
              <th scope="col" className="sk-table__num">
                Size
              </th>
              {canDownload ? (
                <th scope="col" className="sk-table__narrow">
                  <span className="sk-visually-hidden">Download</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.ino}>
                <td className="sk-table__wrap">
                  {file.metadata.filename}
                  {file.ino === mainIno ? <span className="sk-item__tag">Primary</span> : null}
                  {file.isSupplementary ? <span className="sk-item__tag">Supplementary</span> : null}
                </td>
                <td className="sk-table__num">{formatBytes(file.metadata.size)}</td>
                {canDownload ? (
                  <td className="sk-table__narrow">
                    <a
                      className="sk-icon-button"
                      href={fileDownloadHref(libraryItemId, file.ino)}
                      download
                      aria-label={`Download ${file.metadata.filename}`}
                      title="Download"
                    >
                      <Icon name="download" size={18} />
                    </a>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CollapsibleSection>
  )
}
