import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import {
  $coverSearch,
  $customMetadataProviders,
  cancelCoverSearch,
  coverProviders,
  defaultCoverProvider,
  i18n,
  resetCoverSearch,
  searchCovers,
  setItemCoverFromUrl,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { Spinner } from '../../ui/Spinner'
import { CoverChoice } from './CoverChoice'
import type { ItemEditTabProps } from './tab-views'

const messages = i18n('item.editCoverSearch', {
  heading: 'Search covers',
  provider: 'Provider',
  title: 'Search Title',
  titleOrAsin: 'Search Title or ASIN',
  term: 'Search Term',
  author: 'Author',
  search: 'Search',
  cancel: 'Cancel',
  searching: 'Searching',
  result: params('Cover {number}'),
  results: params('{count} covers found'),
})

/** The providers' covers for a title and author, as a grid; a click on one makes it the item's cover. */
export function CoverSearch({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const custom = useStore($customMetadataProviders)
  const state = useStore($coverSearch)
  const podcast = item.mediaType === 'podcast'
  const providers = coverProviders(item.mediaType, custom)
  const [provider, setProvider] = useState(() => defaultCoverProvider(item.mediaType))
  const [title, setTitle] = useState(item.media.metadata.title ?? '')
  const [author, setAuthor] = useState(item.mediaType === 'book' ? item.media.metadata.authorName : '')
  useEffect(() => resetCoverSearch, [])
  const searching = state.status === 'searching'
  const withAuthor = provider !== 'itunes' && provider !== 'audiobookcovers'
  const titleLabel = provider.startsWith('audible') ? t.titleOrAsin : provider === 'itunes' ? t.term : t.title

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void searchCovers({ provider, title, author: withAuthor ? author : '', podcast })
  }
  return (
    <section className="sk-cover-search" aria-label={t.heading}>
      <form className="sk-cover-search__form" onSubmit={submit}>
        <Field label={t.provider}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={provider}
              disabled={searching}
              onChange={(event) => setProvider(event.target.value)}
            >
              {providers.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={titleLabel}>
          {(control) => (
            <input
              {...control}
              className="sk-input"
              value={title}
              disabled={searching}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        {withAuthor ? (
          <Field label={t.author}>
            {(control) => (
              <input
                {...control}
                className="sk-input"
                value={author}
                disabled={searching}
                onChange={(event) => setAuthor(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {searching ? (
          <Button variant="danger" onClick={cancelCoverSearch}>
            {t.cancel}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={!title.trim()}>
            {t.search}
          </Button>
        )}
      </form>
      {searching ? <Spinner label={t.searching} /> : null}
      {state.message ? (
        <p className={state.status === 'failed' ? 'sk-field__error' : 'sk-muted'} role="status">
          {state.message}
        </p>
      ) : null}
      {state.results.length ? (
        <>
          <p className="sk-visually-hidden" role="status">
            {t.results({ count: state.results.length })}
          </p>
          <ul className="sk-cover-grid sk-cover-search__results">
            {state.results.map((url, index) => (
              <CoverChoice
                key={url}
                src={url}
                name={t.result({ number: index + 1 })}
                onChoose={() => void run(() => setItemCoverFromUrl(url))}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
