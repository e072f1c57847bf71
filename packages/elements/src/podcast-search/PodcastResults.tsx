import { useStore } from '@nanostores/react'
import { choosePodcastFeed, count, i18n, type PodcastResult, params } from '@shelfkit/stores'
import { AppLink } from '../navigation'
import { Button } from '../ui/Button'

const messages = i18n('podcast.results', {
  list: 'Podcast search results',
  add: params('Add {title}'),
  addButton: 'Add',
  byAuthor: params('By {author}'),
  episodes: count({ one: '{count} Episode', other: '{count} Episodes' }),
  inLibrary: 'Already in your library',
  open: params('Open {title}'),
  openButton: 'Open',
})

/** Search results: cover, title, author, genres, episode count; one the library has links to it instead. */
export function PodcastResults({ results }: { results: readonly PodcastResult[] }) {
  const t = useStore(messages)
  return (
    <ul className="sk-podcast-results" aria-label={t.list}>
      {results.map((result) => (
        <li key={result.id} className="sk-podcast-result">
          {result.cover ? (
            <img className="sk-podcast-result__cover" src={result.cover} alt="" width={64} height={64} />
          ) : null}
          <div className="sk-podcast-result__text">
            <p className="sk-podcast-result__title">{result.title}</p>
            {result.artistName ? (
              <p className="sk-podcast-result__author">{t.byAuthor({ author: result.artistName })}</p>
            ) : null}
            {result.genres?.length ? (
              <p className="sk-podcast-result__meta">{result.genres.join(', ')}</p>
            ) : null}
            {result.trackCount ? (
              <p className="sk-podcast-result__meta">{t.episodes(result.trackCount)}</p>
            ) : null}
          </div>
          {result.existingItemId ? (
            <>
              <span className="sk-badge">{t.inLibrary}</span>
              <AppLink to={`/item/${result.existingItemId}`} aria-label={t.open({ title: result.title })}>
                {t.openButton}
              </AppLink>
            </>
          ) : (
            <Button
              aria-label={t.add({ title: result.title })}
              onClick={() => void choosePodcastFeed(result.feedUrl!, result)}
            >
              {t.addButton}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
