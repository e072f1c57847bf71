import { useStore } from '@nanostores/react'
import { i18n, type MetadataProvider } from '@shelfkit/stores'
import type { FormEvent, ReactNode } from 'react'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextInput'
import { ProviderField } from './ProviderField'

const messages = i18n('item.edit.searchForm', {
  searching: 'Searching',
  provider: 'Provider',
  title: 'Search Title',
  titleOrAsin: 'Search Title or ASIN',
  term: 'Search Term',
  author: 'Author',
})

export interface MetadataQuery {
  provider: string
  title: string
  author: string
}

/**
 * The search of the Cover and Match tabs: a provider, the title (an ASIN with Audible, a term with iTunes) and the
 * author where the provider takes one.
 */
export function MetadataSearchForm({
  className,
  providers,
  query,
  withAuthor,
  busy,
  onChange,
  onSubmit,
  children,
}: {
  className: string
  providers: readonly MetadataProvider[]
  query: MetadataQuery
  withAuthor: boolean
  busy?: boolean
  onChange(query: MetadataQuery): void
  onSubmit(): void
  /** The form's button(s). */
  children: ReactNode
}) {
  const t = useStore(messages)
  const { provider } = query
  const titleLabel = provider.startsWith('audible') ? t.titleOrAsin : provider === 'itunes' ? t.term : t.title
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className={className} onSubmit={submit}>
      <ProviderField
        label={t.provider}
        providers={providers}
        value={provider}
        disabled={busy}
        onChange={(value) => onChange({ ...query, provider: value })}
      />
      <TextField
        label={titleLabel}
        spellCheck
        value={query.title}
        disabled={busy}
        onValueChange={(title) => onChange({ ...query, title })}
      />
      {withAuthor ? (
        <TextField
          label={t.author}
          spellCheck
          value={query.author}
          disabled={busy}
          onValueChange={(author) => onChange({ ...query, author })}
        />
      ) : null}
      {children}
    </form>
  )
}

/**
 * What a search came to: a spinner while it runs, its message (nothing found, a failure), and the results with
 * their count for screen readers.
 */
export function SearchOutcome({
  state,
  count,
  children,
}: {
  state: {
    status: 'idle' | 'searching' | 'done' | 'failed'
    results: readonly unknown[]
    message: string | null
  }
  /** The results' count in words ('3 covers found'). */
  count: string
  /** The results' list. */
  children: ReactNode
}) {
  const t = useStore(messages)
  return (
    <>
      {state.status === 'searching' ? <Spinner label={t.searching} /> : null}
      {state.message ? (
        <p className={state.status === 'failed' ? 'sk-field__error' : 'sk-muted'} role="status">
          {state.message}
        </p>
      ) : null}
      {state.results.length ? (
        <>
          <p className="sk-visually-hidden" role="status">
            {count}
          </p>
          {children}
        </>
      ) : null}
    </>
  )
}
