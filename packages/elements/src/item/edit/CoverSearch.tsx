import { count, params } from '@nanostores/i18n'
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
import { useEffect, useState } from 'react'
import { Button } from '../../ui/Button'
import { CoverChoice } from './CoverChoice'
import { type MetadataQuery, MetadataSearchForm, SearchOutcome } from './MetadataSearchForm'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.coverSearch', {
  heading: 'Search covers',
  search: 'Search',
  cancel: 'Cancel',
  result: params('Cover {number}'),
  results: count({ one: '{count} cover found', other: '{count} covers found' }),
})

/** The providers' covers for a title and author, as a grid; a click on one makes it the item's cover. */
export function CoverSearch({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const custom = useStore($customMetadataProviders)
  const state = useStore($coverSearch)
  const podcast = item.mediaType === 'podcast'
  const providers = coverProviders(item.mediaType, custom)
  const [query, setQuery] = useState<MetadataQuery>(() => ({
    provider: defaultCoverProvider(item.mediaType),
    title: item.media.metadata.title ?? '',
    author: item.mediaType === 'book' ? item.media.metadata.authorName : '',
  }))
  useEffect(() => resetCoverSearch, [])
  const searching = state.status === 'searching'
  const withAuthor = query.provider !== 'itunes' && query.provider !== 'audiobookcovers'
  const search = () => void searchCovers({ ...query, author: withAuthor ? query.author : '', podcast })
  return (
    <section className="sk-cover-search" aria-label={t.heading}>
      <MetadataSearchForm
        className="sk-cover-search__form"
        providers={providers}
        query={query}
        withAuthor={withAuthor}
        busy={searching}
        onChange={setQuery}
        onSubmit={search}
      >
        {searching ? (
          <Button variant="danger" onClick={cancelCoverSearch}>
            {t.cancel}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={!query.title.trim()}>
            {t.search}
          </Button>
        )}
      </MetadataSearchForm>
      <SearchOutcome state={state} count={t.results(state.results.length)}>
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
      </SearchOutcome>
    </section>
  )
}
