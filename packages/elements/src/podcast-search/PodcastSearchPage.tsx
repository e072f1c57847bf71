import { useStore } from '@nanostores/react'
import {
  $podcastCandidate,
  $podcastSearch,
  choosePodcastFeed,
  dismissPodcastCandidate,
  searchPodcasts,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { Spinner } from '../ui/Spinner'
import { NewPodcastForm } from './NewPodcastForm'
import { PodcastResults } from './PodcastResults'

/** Add podcasts to a library: search the server's podcast directory or give an RSS feed URL, then confirm. */
export function PodcastSearchPage({ libraryId }: { libraryId: string }) {
  const search = useStore($podcastSearch)
  const candidate = useStore($podcastCandidate)
  const [term, setTerm] = useState(search.term)
  const [rssUrl, setRssUrl] = useState('')
  useEffect(() => dismissPodcastCandidate, [])

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    void searchPodcasts(term)
  }
  const submitRss = (event: FormEvent) => {
    event.preventDefault()
    void choosePodcastFeed(rssUrl)
  }

  return (
    <div className="sk-content-page sk-podcast-search-page">
      <h1 className="sk-page-header__title">Add podcasts</h1>
      <div className="sk-form-row">
        <form className="sk-inline-form" aria-label="Search podcasts" onSubmit={submitSearch}>
          <Field label="Search term">
            {(control) => (
              <input
                {...control}
                className="sk-input"
                type="search"
                value={term}
                onChange={(event) => setTerm(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="primary" disabled={!term.trim()}>
            Search
          </Button>
        </form>
        <form className="sk-inline-form" aria-label="Add by RSS feed URL" onSubmit={submitRss}>
          <Field label="RSS feed URL">
            {(control) => (
              <input
                {...control}
                className="sk-input"
                type="url"
                value={rssUrl}
                onChange={(event) => setRssUrl(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={!rssUrl.trim()}>
            Open feed
          </Button>
        </form>
      </div>
      {candidate ? <NewPodcastForm libraryId={libraryId} candidate={candidate} /> : null}
      {search.status === 'searching' ? (
        <Spinner size={32} label="Searching…" />
      ) : search.status === 'error' ? (
        <p className="sk-resource-error" role="alert">
          {search.error}
        </p>
      ) : search.status === 'done' ? (
        search.results.length ? (
          <PodcastResults results={search.results} />
        ) : (
          <p className="sk-empty">No podcasts found</p>
        )
      ) : null}
    </div>
  )
}
