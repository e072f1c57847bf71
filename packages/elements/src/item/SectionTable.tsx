import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import { fileDownloadHref, i18n } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { CollapsibleSection } from '../ui/CollapsibleSection'
import { Icon } from '../ui/Icon'

const messages = i18n('item.sectionTable', {
  download: 'Download',
  downloadFile: params('Download {filename}'),
})

export interface TableColumn {
  key: string
  label: ReactNode
  className?: string
}

function DownloadHeading() {
  return <span className="sk-visually-hidden">{useStore(messages).download}</span>
}

/** The narrow column of per-row download links (its heading only for screen readers). */
export const DOWNLOAD_COLUMN: TableColumn = {
  key: 'download',
  label: <DownloadHeading />,
  className: 'sk-table__narrow',
}

/** A folding section holding one table: a title with the row count, column headings, the rows. */
export function SectionTable({
  title,
  count,
  defaultOpen,
  columns,
  actions,
  children,
}: {
  title: string
  count: number
  defaultOpen?: boolean
  columns: readonly (TableColumn | false)[]
  /** Controls in the section's header bar (shown while it is open). */
  actions?: ReactNode
  /** The `<tr>` rows. */
  children: ReactNode
}) {
  return (
    <CollapsibleSection title={title} count={count} defaultOpen={defaultOpen} actions={actions}>
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

/** A link that downloads one file of the item (the token rides in the query). */
export function FileDownloadLink({
  libraryItemId,
  ino,
  filename,
}: {
  libraryItemId: string
  ino: string
  filename: string
}) {
  const t = useStore(messages)
  return (
    <a
      className="sk-icon-button"
      href={fileDownloadHref(libraryItemId, ino)}
      download
      aria-label={t.downloadFile({ filename })}
      title={t.download}
    >
      <Icon name="download" size={18} />
    </a>
  )
}

/** A row's cell holding the download link of one file. */
export function FileDownloadCell(props: { libraryItemId: string; ino: string; filename: string }) {
  return (
    <td className="sk-table__narrow">
      <FileDownloadLink {...props} />
    </td>
  )
}
