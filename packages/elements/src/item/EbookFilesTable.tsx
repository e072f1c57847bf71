import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { LibraryFile, LibraryItem } from '@shelfkit/client'
import { ebookFilesOf, formatBytes, i18n, openReader } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { IconButton } from '../ui/Button'
import { DOWNLOAD_COLUMN, FileDownloadCell, SectionTable } from './SectionTable'

const messages = i18n('item.ebookFiles', {
  title: 'Ebook Files',
  filename: 'Filename',
  size: 'Size',
  read: 'Read',
  readWithoutProgress: 'Read ebook without keeping progress',
  readFile: params('Read {filename}'),
  actions: 'Actions',
  primary: 'Primary',
  supplementary: 'Supplementary',
})

/**
 * The item's e-book files; the main one is marked, each opens in the reader without keeping progress (Read, as in
 * the official client) and is downloadable with download permission.
 */
export function EbookFilesTable({
  item,
  canDownload,
  actions,
}: {
  item: LibraryItem
  canDownload: boolean
  /** More controls of a file (the edit modal's primary/supplementary switch). */
  actions?(file: LibraryFile, main: boolean): ReactNode
}) {
  const t = useStore(messages)
  const entries = ebookFilesOf(item)
  if (!entries.length) return null
  const hidden = (text: string) => <span className="sk-visually-hidden">{text}</span>
  return (
    <SectionTable
      title={t.title}
      count={entries.length}
      columns={[
        { key: 'filename', label: t.filename },
        { key: 'size', label: t.size, className: 'sk-table__num' },
        { key: 'read', label: hidden(t.read), className: 'sk-table__narrow' },
        !!actions && { key: 'actions', label: hidden(t.actions) },
        canDownload && DOWNLOAD_COLUMN,
      ]}
    >
      {entries.map(({ file, main }) => (
        <tr key={file.ino}>
          <td className="sk-table__wrap">
            {file.metadata.filename}
            {main ? <span className="sk-item__tag">{t.primary}</span> : null}
            {file.isSupplementary ? <span className="sk-item__tag">{t.supplementary}</span> : null}
          </td>
          <td className="sk-table__num">{formatBytes(file.metadata.size)}</td>
          <td className="sk-table__narrow">
            <IconButton
              icon="book"
              size={18}
              label={t.readFile({ filename: file.metadata.filename })}
              title={t.readWithoutProgress}
              onClick={() => openReader(item, file.ino, { keepProgress: false })}
            />
          </td>
          {actions ? <td className="sk-table__narrow">{actions(file, main)}</td> : null}
          {canDownload ? (
            <FileDownloadCell libraryItemId={item.id} ino={file.ino} filename={file.metadata.filename} />
          ) : null}
        </tr>
      ))}
    </SectionTable>
  )
}
