import { fileDownloadHref } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { CollapsibleSection } from '../ui/CollapsibleSection'
import { Icon } from '../ui/Icon'

export interface TableColumn {
  key: string
  label: ReactNode
  className?: string
}

/** The narrow column of per-row download links (its heading only for screen readers). */
export const DOWNLOAD_COLUMN: TableColumn = {
  key: 'download',
  label: <span className="sk-visually-hidden">Download</span>,
  className: 'sk-table__narrow',
}

/** A folding section of the item page holding one table: a title with the row count, column headings, the rows. */
export function SectionTable({
  title,
  count,
  defaultOpen,
  columns,
  children,
}: {
  title: string
  count: number
  defaultOpen?: boolean
  columns: readonly (TableColumn | false)[]
  /** The `<tr>` rows. */
  children: ReactNode
}) {
  return (
    <CollapsibleSection title={title} count={count} defaultOpen={defaultOpen}>
      <div className="sk-table-wrap">
        <table className="sk-table">
          <thead>
            <tr>
              {columns.map((column) =>
                column ? (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ) : null,
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </CollapsibleSection>
  )
}

/** A row's link that downloads one file of the item (the token rides in the query). */
export function FileDownloadCell({
  libraryItemId,
  ino,
  filename,
}: {
  libraryItemId: string
  ino: string
  filename: string
}) {
  return (
    <td className="sk-table__narrow">
      <a
        className="sk-icon-button"
        href={fileDownloadHref(libraryItemId, ino)}
        download
        aria-label={`Download ${filename}`}
        title="Download"
      >
        <Icon name="download" size={18} />
      </a>
    </td>
  )
}
