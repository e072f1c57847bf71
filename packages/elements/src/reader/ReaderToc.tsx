import { useStore } from '@nanostores/react'
import { $readerSearchQuery, i18n, searchesFor, setReaderSearchQuery } from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { IconButton } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import type { ReaderBook, SearchHit, TocEntry } from './types'

const messages = i18n('reader.toc', {
  label: 'Table of contents',
  heading: 'Table of Contents',
  close: 'Close table of contents',
  search: 'Search',
  searchLabel: 'Search in the book',
  searching: 'Searching',
  results: 'Search results',
  noResults: 'No results',
  empty: 'No table of contents',
})

type SearchState = { status: 'idle' } | { status: 'searching' } | { status: 'done'; hits: SearchHit[] }

/**
 * The book's table of contents with in-book search where the format has text (spec 02 §4 "E-reader search"): a
 * query of 2 or more characters searches and lists the hits; a shorter or cleared one shows the contents again; no
 * hit reads 'No results'. Titles and excerpts are text, never markup.
 */
export function ReaderToc({
  book,
  onGo,
  onClose,
}: {
  book: ReaderBook
  onGo(target: string): void
  onClose(): void
}) {
  const t = useStore(messages)
  const query = useStore($readerSearchQuery)
  const search = useBookSearch(book, query)
  return (
    <aside className="sk-reader__panel sk-reader__panel--start" aria-label={t.label}>
      <div className="sk-reader__panel-head">
        <h3>{t.heading}</h3>
        <IconButton icon="close" size={18} label={t.close} onClick={onClose} />
      </div>
      {book.search ? (
        <input
          className="sk-input sk-reader__search"
          type="search"
          placeholder={t.search}
          aria-label={t.searchLabel}
          value={query}
          onChange={(event) => setReaderSearchQuery(event.target.value)}
        />
      ) : null}
      {search.status === 'idle' ? (
        <TocList entries={book.toc} onGo={onGo} />
      ) : search.status === 'searching' ? (
        <Spinner size={24} label={t.searching} />
      ) : search.hits.length ? (
        <ul className="sk-reader__hits" aria-label={t.results}>
          {search.hits.map((hit) => (
            <li key={`${hit.target} ${hit.excerpt}`}>
              <button type="button" className="sk-reader__toc-link" onClick={() => onGo(hit.target)}>
                {hit.excerpt}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sk-reader__empty">{t.noResults}</p>
      )}
    </aside>
  )
}

function TocList({ entries, onGo }: { entries: readonly TocEntry[]; onGo(target: string): void }) {
  const t = useStore(messages)
  if (!entries.length) return <p className="sk-reader__empty">{t.empty}</p>
  return (
    <ul className="sk-reader__toc">
      {entries.map((entry) => (
        <li key={entry.id || entry.href}>
          <button type="button" className="sk-reader__toc-link" onClick={() => onGo(entry.href)}>
            {entry.title}
          </button>
          {entry.subitems.length ? <TocList entries={entry.subitems} onGo={onGo} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** Runs the book search for queries the spec accepts; the latest query wins. */
function useBookSearch(book: ReaderBook, query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  useEffect(() => {
    const search = book.search?.bind(book)
    if (!search || !searchesFor(query)) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    setState({ status: 'searching' })
    const timer = setTimeout(() => {
      search(query.trim()).then(
        (hits) => current && setState({ status: 'done', hits }),
        (error: unknown) => {
          console.error('Book search failed', error)
          if (current) setState({ status: 'done', hits: [] })
        },
      )
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [book, query])
  return state
}
