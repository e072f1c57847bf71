import { useStore } from '@nanostores/react'
import {
  DEFAULT_METADATA_PRECEDENCE,
  i18n,
  type MetadataSource,
  metadataSourceRows,
  precedenceOf,
} from '@shelfkit/stores'
import { Button } from '../../ui/Button'
import { CheckField } from '../../ui/Field'
import { SortableList, SortableRow } from '../SortableList'
import type { LibraryEditTabProps } from './tab-props'

const messages = i18n('config.libraryEdit.scanner', {
  heading: 'Metadata order of precedence',
  reset: 'Reset to default',
  description: 'Higher priority metadata sources will override lower priority metadata sources',
  moreInfo: 'Click for more info',
  sources: 'Metadata sources',
  moveHint:
    'Drag a source by its handle, or focus the handle, press Space, move with the arrow keys and press Space again.',
  highest: 'Highest priority',
  lowest: 'Lowest Priority',
  folderStructure: 'Folder structure',
  audioMetatags: 'Audio file meta tags OR ebook metadata',
  nfoFile: 'NFO file',
  txtFiles: 'desc.txt & reader.txt files',
  opfFile: 'OPF file',
  absMetadata: 'Audiobookshelf metadata file',
})

/**
 * Scanner (book libraries, official `LibraryScannerSettings`): the metadata sources highest priority first, dragged
 * or moved from the keyboard into order, each one on or off; Reset to default brings every source back in the
 * server's order.
 */
export function ScannerTab({ draft, change }: LibraryEditTabProps) {
  const t = useStore(messages)
  const rows = metadataSourceRows(draft.settings.metadataPrecedence)
  const included = rows.filter((row) => row.include)
  const save = (next: typeof rows) =>
    change({ settings: { ...draft.settings, metadataPrecedence: precedenceOf(next) } })
  return (
    <div className="sk-library-edit__scanner">
      <div className="sk-library-edit__scanner-head">
        <h3>{t.heading}</h3>
        <Button onClick={() => save(metadataSourceRows(DEFAULT_METADATA_PRECEDENCE))}>{t.reset}</Button>
      </div>
      <p className="sk-config-hint">
        {t.description}{' '}
        <a href="https://www.audiobookshelf.org/guides/book-scanner" target="_blank" rel="noreferrer">
          {t.moreInfo}
        </a>
      </p>
      <SortableList
        ids={rows.map((row) => row.id)}
        label={t.sources}
        hint={t.moveHint}
        nameOf={(id) => t[id as MetadataSource]}
        onMove={(ids) => save(ids.map((id) => rows.find((row) => row.id === id)!).filter(Boolean))}
      >
        {rows.map((row) => {
          const name = t[row.id as MetadataSource]
          const position = included.indexOf(row)
          return (
            <SortableRow
              key={row.id}
              id={row.id}
              className={`sk-config-list__row${row.include ? '' : ' sk-library-edit__source--off'}`}
            >
              <span className="sk-library-edit__position">{row.include ? position + 1 : ''}</span>
              <CheckField
                className="sk-library-edit__source"
                label={name}
                checked={row.include}
                onChange={(include) =>
                  save(rows.map((other) => (other === row ? { ...other, include } : other)))
                }
              />
              {row.include && (position === 0 || position === included.length - 1) ? (
                <span className="sk-library-edit__priority">{position === 0 ? t.highest : t.lowest}</span>
              ) : null}
            </SortableRow>
          )
        })}
      </SortableList>
    </div>
  )
}
