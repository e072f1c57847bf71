import { count, params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { BookMatch, LibraryItem } from '@shelfkit/client'
import {
  $customMetadataProviders,
  $matchSearch,
  defaultMatchProvider,
  formatDurationShort,
  i18n,
  initialMatchQuery,
  matchProviders,
  resetMatchSearch,
  searchMatches,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { BookCover } from '../../cards/BookCover'
import { Button } from '../../ui/Button'
import { MatchFields } from './MatchFields'
import { type MetadataQuery, MetadataSearchForm, SearchOutcome } from './MetadataSearchForm'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.matchTab', {
  search: 'Search',
  results: count({ one: '{count} result', other: '{count} results' }),
  by: params('by {author}'),
  year: params('Published {year}'),
  duration: params('Duration {duration}'),
})

/**
 * The Match tab: the item's providers searched by title and author (or an ASIN with Audible, the term with
 * iTunes); a chosen result opens its fields beside the item's, each with a checkbox, and only the checked ones
 * are saved.
 */
export default function MatchTab({ item, run }: ItemEditTabProps) {
  const [chosen, setChosen] = useState<BookMatch | null>(null)
  useEffect(() => resetMatchSearch, [])
  // Another item (previous or next): back to its search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item's id is the trigger
  useEffect(() => setChosen(null), [item.id])
  return chosen ? (
    <MatchFields item={item} match={chosen} run={run} onBack={() => setChosen(null)} />
  ) : (
    <MatchSearch item={item} onChoose={setChosen} />
  )
}

function MatchSearch({ item, onChoose }: { item: LibraryItem; onChoose(match: BookMatch): void }) {
  const t = useStore(messages)
  useStore($customMetadataProviders)
  const state = useStore($matchSearch)
  const podcast = item.mediaType === 'podcast'
  const providers = matchProviders(item.mediaType)
  const [query, setQuery] = useState<MetadataQuery>(() => {
    const provider = defaultMatchProvider(item.mediaType)
    return { provider, ...initialMatchQuery(item, provider) }
  })
  // The official tab searches as soon as it opens (again when another item is shown).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item
  useEffect(() => {
    const first = { provider: query.provider, ...initialMatchQuery(item, query.provider) }
    setQuery(first)
    if (first.title) void searchMatches(item, first)
  }, [item.id])
  const withAuthor = !podcast && query.provider !== 'itunes'
  const search = () => void searchMatches(item, { ...query, author: withAuthor ? query.author : '' })
  return (
    <div className="sk-match-tab">
      <MetadataSearchForm
        className="sk-match-tab__form"
        providers={providers}
        query={query}
        withAuthor={withAuthor}
        onChange={setQuery}
        onSubmit={search}
      >
        <Button type="submit" variant="primary" disabled={state.status === 'searching'}>
          {t.search}
        </Button>
      </MetadataSearchForm>
      <SearchOutcome state={state} count={t.results(state.results.length)}>
        <ul className="sk-match-results">
          {state.results.map((match, index) => (
            // Results have no id of their own; each search replaces the whole list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <MatchResult key={`${index}-${match.title}`} match={match} onChoose={() => onChoose(match)} />
          ))}
        </ul>
      </SearchOutcome>
    </div>
  )
}

function MatchResult({ match, onChoose }: { match: BookMatch; onChoose(): void }) {
  const t = useStore(messages)
  const podcast = match as BookMatch & { artistName?: string }
  const author = match.author ?? podcast.artistName
  const year = match.publishedYear
  return (
    <li>
      <button type="button" className="sk-match-result" onClick={onChoose}>
        <span className="sk-match-result__cover">
          <BookCover src={match.cover ?? null} title={match.title} authors={author} />
        </span>
        <span className="sk-match-result__text">
          <span className="sk-match-result__title">{match.title}</span>
          {match.subtitle ? <span className="sk-muted">{match.subtitle}</span> : null}
          {author ? <span>{t.by({ author })}</span> : null}
          {year ? <span className="sk-muted">{t.year({ year })}</span> : null}
          {match.duration ? (
            <span className="sk-muted">
              {t.duration({ duration: formatDurationShort(match.duration * 60) })}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  )
}
