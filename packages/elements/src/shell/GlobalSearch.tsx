import { useStore } from '@nanostores/react'
import { urls } from '@shelfkit/client'
import {
  $coverAspectRatio,
  $currentLibraryId,
  $globalSearch,
  $serverUrl,
  bookshelfFilterPath,
  clearSearch,
  i18n,
  SEARCH_MENU_HIDE_DELAY_MS,
  type SearchSection,
  searchPagePath,
  searchSections,
  setSearchQuery,
} from '@shelfkit/stores'
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { AppLink, useNavigation } from '../navigation'
import { countMessages } from '../ui/counts'
import { Icon } from '../ui/Icon'
import type { IconName } from '../ui/icons'

const messages = i18n('search.global', {
  thinking: 'Thinking',
  fetching: 'Fetching',
  empty: 'No results',
  placeholder: 'Search…',
  label: 'Search this library',
  clear: 'Clear search',
  results: 'Search results',
})

/**
 * The app bar's search: results of the current library grouped in eight sections as you type (after the debounce),
 * Enter opens the search page, and the dropdown hides 100 ms after focus leaves (spec 01 §2).
 */
export function GlobalSearch() {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const search = useStore($globalSearch)
  const libraryId = useStore($currentLibraryId)
  const serverUrl = useStore($serverUrl)
  const coverAspect = useStore($coverAspectRatio)
  const navigation = useNavigation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const panelId = useId()

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  const sections = searchSections(search.results)
  const showPanel = open && search.phase !== 'idle'

  const onFocus = () => {
    clearTimeout(hideTimer.current)
    setOpen(true)
  }
  const onBlur = (event: FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setOpen(false), SEARCH_MENU_HIDE_DELAY_MS)
  }

  const submit = () => {
    const path = searchPagePath(libraryId, search.query)
    if (!path) return
    setOpen(false)
    input.current?.blur()
    navigation.navigate?.(path)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(root.current?.querySelectorAll<HTMLElement>('.sk-search__result') ?? [])]
    const index = links.indexOf(event.target as HTMLElement)
    if (event.key === 'Escape') {
      if (!showPanel) return
      event.stopPropagation()
      setOpen(false)
      input.current?.focus()
    } else if (event.key === 'ArrowDown' && links.length) {
      event.preventDefault()
      setOpen(true)
      links[Math.min(index + 1, links.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault()
      if (index === 0) input.current?.focus()
      else links[index - 1]?.focus()
    }
  }

  const chosen = () => {
    setOpen(false)
    clearSearch()
  }

  let status: string | null = null
  if (search.phase === 'thinking') status = t.thinking
  else if (search.phase === 'fetching') status = t.fetching
  else if (search.phase === 'done' && !sections.length) status = t.empty

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling for the input and its result links
    <div ref={root} className="sk-search" onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself keeps the markup flat */}
      <form
        role="search"
        className="sk-search__form"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <input
          ref={input}
          type="search"
          className="sk-search__input"
          placeholder={t.placeholder}
          aria-label={t.label}
          aria-describedby={showPanel ? panelId : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={search.query}
          onChange={(event) => setSearchQuery(event.target.value)}
        />
        {search.query ? (
          <button
            type="button"
            className="sk-search__clear"
            aria-label={t.clear}
            onClick={() => {
              clearSearch()
              input.current?.focus()
            }}
          >
            <Icon name="close" size={16} />
          </button>
        ) : (
          <Icon name="search" size={18} className="sk-search__icon" />
        )}
      </form>
      {showPanel ? (
        <section
          id={panelId}
          className="sk-search__panel"
          aria-label={t.results}
          aria-live="polite"
          style={searchCoverSize(coverAspect)}
        >
          {status ? (
            <p className="sk-search__status">{status}</p>
          ) : (
            sections.map((section) => (
              <div key={section.key} className="sk-search__section">
                <h3 className="sk-search__heading">{section.label}</h3>
                <ul className="sk-search__list">
                  {sectionEntries(section, libraryId ?? '', serverUrl, counts).map((entry) => (
                    <li key={entry.key}>
                      <AppLink to={entry.to} className="sk-search__result" onClick={chosen}>
                        <ResultThumb
                          image={entry.image}
                          icon={entry.icon}
                          round={section.key === 'authors'}
                        />
                        <span className="sk-search__text">
                          <span className="sk-search__title">{entry.title}</span>
                          {entry.detail ? <span className="sk-search__detail">{entry.detail}</span> : null}
                        </span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>
      ) : null}
    </div>
  )
}

interface Entry {
  key: string
  to: string
  title: ReactNode
  detail?: ReactNode
  image?: string | null
  icon: IconName
}

/** Book authors, or a podcast's author. */
function creatorsOf(metadata: object): string | undefined {
  const { authors, author } = metadata as { authors?: readonly { name: string }[]; author?: string | null }
  return authors?.map((entry) => entry.name).join(', ') || author || undefined
}

/** One row per result, with the link the official client uses for that kind of result. */
function sectionEntries(
  section: SearchSection,
  libraryId: string,
  serverUrl: string,
  counts: ReturnType<typeof countMessages.get>,
): Entry[] {
  const cover = (item: { id: string; updatedAt?: number; media?: { coverPath?: string | null } | null }) =>
    urls.coverUrlFor(serverUrl, item, { width: 96 })
  switch (section.key) {
    case 'books':
    case 'podcasts':
      return section.entries.map(({ libraryItem }) => ({
        key: libraryItem.id,
        to: `/item/${libraryItem.id}`,
        title: libraryItem.media.metadata.title,
        detail: creatorsOf(libraryItem.media.metadata),
        image: cover(libraryItem),
        icon: section.key === 'books' ? 'book' : 'podcast',
      }))
    case 'episodes':
      return section.entries.map(({ libraryItem }) => ({
        key: libraryItem.recentEpisode.id,
        to: `/item/${libraryItem.id}`,
        title: libraryItem.recentEpisode.title,
        detail: libraryItem.media.metadata.title,
        image: cover(libraryItem),
        icon: 'podcast',
      }))
    case 'authors':
      return section.entries.map((author) => ({
        key: author.id,
        to: `/author/${author.id}`,
        title: author.name,
        detail: counts.books(author.numBooks),
        image: author.imagePath
          ? urls.authorImageUrl(serverUrl, author.id, { updatedAt: author.updatedAt, width: 96 })
          : null,
        icon: 'author',
      }))
    case 'series':
      return section.entries.map(({ series, books }) => ({
        key: series.id,
        to: `/library/${libraryId}/series/${series.id}`,
        title: series.name,
        detail: counts.books(books.length),
        image: books[0] ? cover(books[0]) : null,
        icon: 'series',
      }))
    case 'tags':
    case 'genres':
      return section.entries.map(({ name, numItems }) => ({
        key: name,
        to: bookshelfFilterPath(libraryId, section.key, name),
        title: name,
        detail: counts.items(numItems),
        icon: section.key === 'tags' ? 'bookmarkOutline' : 'library',
      }))
    case 'narrators':
      return section.entries.map(({ name, numBooks }) => ({
        key: name,
        to: bookshelfFilterPath(libraryId, 'narrators', name),
        title: name,
        detail: counts.books(numBooks),
        icon: 'narrator',
      }))
  }
}

/** Spec 01 §9: result covers are 60 px wide in square libraries, else 50, as tall as the library's cover aspect. */
function searchCoverSize(aspectRatio: number): CSSProperties {
  const width = aspectRatio === 1 ? 60 : 50
  return {
    '--sk-search-cover-w': `${width}px`,
    '--sk-search-cover-h': `${Math.round(width * aspectRatio)}px`,
  } as CSSProperties
}

function ResultThumb({ image, icon, round }: { image?: string | null; icon: IconName; round?: boolean }) {
  const [failed, setFailed] = useState(false)
  // Entries with an image field are items and series (covers); tags, genres and narrators only have an icon.
  const shape = round ? ' sk-search__thumb--round' : image !== undefined ? ' sk-search__thumb--cover' : ''
  const className = `sk-search__thumb${shape}`
  if (!image || failed)
    return (
      <span className={className}>
        <Icon name={icon} size={20} />
      </span>
    )
  return <img className={className} src={image} alt="" loading="lazy" onError={() => setFailed(true)} />
}
