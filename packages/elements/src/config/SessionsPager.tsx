import { useStore } from '@nanostores/react'
import { formatNumber, i18n, params, SESSION_PAGE_SIZES, type SessionPages } from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { Field } from '../ui/Field'

const messages = i18n('config.sessionsPager', {
  rowsPerPage: 'Rows per page',
  pageOf: params('Page {page} of {pages}'),
  previous: 'Previous page',
  next: 'Next page',
})

/** Under a sessions table: rows per page (optional) and Page X of Y with previous and next. */
export function SessionsPager({
  pages,
  numPages,
  sizes = true,
}: {
  pages: SessionPages
  numPages: number
  sizes?: boolean
}) {
  const t = useStore(messages)
  const query = useStore(pages.$query)
  const last = Math.max(1, numPages)
  return (
    <div className="sk-sessions-pager">
      {sizes ? (
        <Field label={t.rowsPerPage} className="sk-field--inline">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={query.itemsPerPage}
              onChange={(event) => void pages.setQuery({ itemsPerPage: Number(event.target.value) })}
            >
              {SESSION_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {formatNumber(size)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <span aria-live="polite">
        {t.pageOf({ page: formatNumber(query.page + 1), pages: formatNumber(last) })}
      </span>
      <IconButton
        icon="chevronLeft"
        label={t.previous}
        disabled={query.page === 0}
        onClick={() => void pages.setQuery({ page: query.page - 1 })}
      />
      <IconButton
        icon="chevronRight"
        label={t.next}
        disabled={query.page >= last - 1}
        onClick={() => void pages.setQuery({ page: query.page + 1 })}
      />
    </div>
  )
}
