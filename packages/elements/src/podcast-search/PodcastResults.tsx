import type { PodcastSearchResult } from '@shelfkit/client'
import { choosePodcastFeed } from '@shelfkit/stores'
import { Button } from '../ui/Button'

/** Search results: cover, title, author; results without a feed cannot be added. */
export function PodcastResults({ results }: { results: readonly PodcastSearchResult[] }) {
  return (
    <ul className="sk-podcast-results" aria-label="Podcast search results">
      {results.map((result) => (
        <li key={result.id} className="sk-podcast-result">
          {result.cover ? (
            <img className="sk-podcast-result__cover" src={result.cover} alt="" width={64} height={64} />
          ) : null}
          <div className="sk-podcast-result__text">
            <p className="sk-podcast-result__title">{result.title}</p>
            {result.artistName ? <p className="sk-podcast-result__author">{result.artistName}</p> : null}
            {result.genres?.length ? (
              <p className="sk-podcast-result__meta">{result.genres.join(', ')}</p>
            ) : null}
          </div>
          {result.feedUrl ? (
            <Button
              aria-label={`Add ${result.title}`}
              onClick={() => void choosePodcastFeed(result.feedUrl!, result)}
            >
              Add
            </Button>
          ) : (
            <span className="sk-podcast-result__meta">No RSS feed</span>
          )}
        </li>
      ))}
    </ul>
  )
}
