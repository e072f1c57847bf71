import { useStore } from '@nanostores/react'
import {
  bookshelfFilterPath,
  i18n,
  openSearchPage,
  params,
  type SearchSection,
  searchPage,
  searchSections,
} from '@shelfkit/stores'
import { type ReactNode, useEffect } from 'react'
import { AuthorAvatar } from '../author/AuthorAvatar'
import { MediaThumb } from '../collection/MediaThumb'
import { AppLink } from '../navigation'
import { countMessages } from '../ui/counts'
import { Icon } from '../ui/Icon'
import { ResourceView } from '../ui/ResourceView'

const messages = i18n('search.page', {
  search: 'Search',
  resultsFor: params('Results for "{query}"'),
  noResults: params('No search results for "{query}"'),
  typeToSearch: 'Type in the search box to search this library.',
  noTitle: 'No Title',
})

type Counts = ReturnType<typeof countMessages.get>
type Texts = ReturnType<typeof messages.get>

/** The search page: every section of the answer in full (spec 01 §2 sections, in their order). */
export function SearchResultsPage({ libraryId, query }: { libraryId: string; query: string }) {
  const t = useStore(messages)
  const state = useStore(searchPage.$state)
  useEffect(() => openSearchPage(libraryId, query), [libraryId, query])
  const text = query.trim()

  return (
    <div className="sk-content-page">
      <header className="sk-page-header">
        <div className="sk-page-header__text">
          <p className="sk-page-header__kind">{t.search}</p>
          <h1 className="sk-page-header__title">{text ? t.resultsFor({ query: text }) : t.search}</h1>
        </div>
      </header>
      {text ? (
        <ResourceView state={state}>
          {({ results }) => {
            const sections = searchSections(results)
            return sections.length ? (
              sections.map((section) => (
                <ResultSection key={section.key} libraryId={libraryId} section={section} />
              ))
            ) : (
              <p className="sk-empty">{t.noResults({ query: text })}</p>
            )
          }}
        </ResourceView>
      ) : (
        <p className="sk-empty">{t.typeToSearch}</p>
      )}
    </div>
  )
}

function ResultSection({ libraryId, section }: { libraryId: string; section: SearchSection }) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  return (
    <section className="sk-page-section" aria-label={section.label}>
      <h2 className="sk-page-section__title">
        {section.label} <span className="sk-section__count">{section.entries.length}</span>
      </h2>
      <ul className="sk-result-list">{renderEntries(libraryId, section, counts, t)}</ul>
    </section>
  )
}

function Row({ to, thumb, title, sub }: { to: string; thumb: ReactNode; title: string; sub?: string }) {
  return (
    <li>
      <AppLink className="sk-result" to={to}>
        {thumb}
        <span className="sk-result__text">
          <span className="sk-result__title">{title}</span>
          {sub ? <span className="sk-result__sub">{sub}</span> : null}
        </span>
      </AppLink>
    </li>
  )
}

function renderEntries(libraryId: string, section: SearchSection, counts: Counts, t: Texts): ReactNode {
  switch (section.key) {
    case 'books':
      return section.entries.map(({ libraryItem: book }) => (
        <Row
          key={book.id}
          to={`/item/${book.id}`}
          thumb={<MediaThumb item={book} title={book.media.metadata.title} />}
          title={book.media.metadata.title || t.noTitle}
          sub={book.media.metadata.authorName}
        />
      ))
    case 'podcasts':
      return section.entries.map(({ libraryItem: podcast }) => (
        <Row
          key={podcast.id}
          to={`/item/${podcast.id}`}
          thumb={<MediaThumb item={podcast} title={podcast.media.metadata.title} />}
          title={podcast.media.metadata.title}
          sub={podcast.media.metadata.author ?? ''}
        />
      ))
    case 'episodes':
      return section.entries.map(({ libraryItem: podcast }) => (
        <Row
          key={`${podcast.id}/${podcast.recentEpisode.id}`}
          to={`/item/${podcast.id}`}
          thumb={<MediaThumb item={podcast} title={podcast.media.metadata.title} />}
          title={podcast.recentEpisode.title}
          sub={podcast.media.metadata.title}
        />
      ))
    case 'authors':
      return section.entries.map((author) => (
        <Row
          key={author.id}
          to={`/author/${author.id}`}
          thumb={<AuthorAvatar author={author} size={40} />}
          title={author.name}
          sub={counts.books(author.numBooks)}
        />
      ))
    case 'series':
      return section.entries.map(({ series, books }) => (
        <Row
          key={series.id}
          to={`/library/${libraryId}/series/${series.id}`}
          thumb={
            books[0] ? (
              <MediaThumb item={books[0]} title={series.name} />
            ) : (
              <Icon name="series" size={28} className="sk-result__icon" />
            )
          }
          title={series.name}
          sub={counts.books(books.length)}
        />
      ))
    case 'tags':
    case 'genres':
      return section.entries.map((entry) => (
        <Row
          key={entry.name}
          to={bookshelfFilterPath(libraryId, section.key, entry.name)}
          thumb={
            <Icon
              name={section.key === 'tags' ? 'bookmarkOutline' : 'library'}
              size={28}
              className="sk-result__icon"
            />
          }
          title={entry.name}
          sub={counts.items(entry.numItems)}
        />
      ))
    case 'narrators':
      return section.entries.map((narrator) => (
        <Row
          key={narrator.name}
          to={bookshelfFilterPath(libraryId, 'narrators', narrator.name)}
          thumb={<Icon name="narrator" size={28} className="sk-result__icon" />}
          title={narrator.name}
          sub={counts.books(narrator.numBooks)}
        />
      ))
  }
}
