import { useStore } from '@nanostores/react'
import {
  $libraries,
  $opmlReading,
  $podcastFeedLoading,
  $podcastSearch,
  choosePodcastFeed,
  defaultPodcastRegion,
  i18n,
  looksLikeAddress,
  PODCAST_SEARCH_REGIONS,
  readOpml,
  searchPodcasts,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { Spinner } from '../ui/Spinner'
import { TextAreaField, TextField } from '../ui/TextInput'
import { NewPodcastModal } from './NewPodcastModal'
import { OpmlImportModal } from './OpmlImportModal'
import { PodcastResults } from './PodcastResults'

const messages = i18n('podcast.searchPage', {
  title: 'Add podcasts',
  searchForm: 'Search podcasts',
  term: 'Search term or RSS feed URL',
  termHint: 'A term searches the podcast directory; an http or https address opens that feed',
  region: 'Region',
  search: 'Search',
  feedForm: 'Add by RSS feed URL',
  feedUrl: 'RSS feed URL',
  openFeed: 'Open feed',
  opmlForm: 'Import OPML',
  opmlFile: 'Upload OPML File',
  opmlText: 'Or paste OPML',
  readOpml: 'Read OPML',
  searching: 'Searching…',
  readingFeed: 'Reading the feed…',
  readingOpml: 'Reading the OPML file…',
  noResults: 'No podcasts found',
})

/**
 * Adds podcasts to a library (admins): search the server's podcast directory in a region (the library's by default),
 * open a feed by its address, or import the feeds of an OPML file (uploaded or pasted).
 */
export function PodcastSearchPage({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
  const search = useStore($podcastSearch)
  const feedLoading = useStore($podcastFeedLoading)
  const opmlReading = useStore($opmlReading)
  const library = useStore($libraries).find((l) => l.id === libraryId)
  const folderId = library?.folders[0]?.id ?? ''
  const [term, setTerm] = useState(search.term)
  const [region, setRegion] = useState(() => defaultPodcastRegion(library?.settings?.podcastSearchRegion))
  const [termProblem, setTermProblem] = useState<string | null>(null)
  const [feedUrl, setFeedUrl] = useState('')
  const [feedProblem, setFeedProblem] = useState<string | null>(null)
  const [opmlText, setOpmlText] = useState('')
  const [opmlProblem, setOpmlProblem] = useState<string | null>(null)

  const submitSearch = async (event: FormEvent) => {
    event.preventDefault()
    setTermProblem(null)
    if (looksLikeAddress(term)) setTermProblem(await choosePodcastFeed(term))
    else void searchPodcasts(libraryId, term, region)
  }
  const submitFeed = async (event: FormEvent) => {
    event.preventDefault()
    setFeedProblem(await choosePodcastFeed(feedUrl))
  }
  const submitOpml = async (event: FormEvent) => {
    event.preventDefault()
    setOpmlProblem(await readOpml(libraryId, opmlText, folderId))
  }
  const uploadOpml = async (file: File | undefined) => {
    if (!file) return
    setOpmlProblem(await readOpml(libraryId, await file.text(), folderId))
  }

  return (
    <div className="sk-content-page sk-podcast-search-page">
      <h1 className="sk-page-header__title">{t.title}</h1>
      <form className="sk-inline-form" aria-label={t.searchForm} onSubmit={submitSearch}>
        <TextField
          label={t.term}
          hint={t.termHint}
          error={termProblem}
          type="search"
          spellCheck
          value={term}
          onValueChange={setTerm}
        />
        <Field label={t.region} className="sk-field--narrow">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={region}
              onChange={(e) => setRegion(e.target.value)}
            >
              {PODCAST_SEARCH_REGIONS.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={!term.trim()}>
          {t.search}
        </Button>
      </form>
      <div className="sk-form-row">
        <form className="sk-inline-form" aria-label={t.feedForm} onSubmit={submitFeed}>
          <TextField
            label={t.feedUrl}
            error={feedProblem}
            type="url"
            value={feedUrl}
            onValueChange={setFeedUrl}
          />
          <Button type="submit" disabled={!feedUrl.trim()}>
            {t.openFeed}
          </Button>
        </form>
        <form className="sk-inline-form" aria-label={t.opmlForm} onSubmit={submitOpml}>
          <Field label={t.opmlFile}>
            {(control) => (
              <input
                {...control}
                className="sk-input"
                type="file"
                accept=".opml,.xml,.txt"
                onChange={(event) => {
                  void uploadOpml(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            )}
          </Field>
          <TextAreaField
            label={t.opmlText}
            error={opmlProblem}
            rows={2}
            value={opmlText}
            onValueChange={setOpmlText}
          />
          <Button type="submit" disabled={!opmlText.trim()}>
            {t.readOpml}
          </Button>
        </form>
      </div>
      {feedLoading ? <Spinner size={28} label={t.readingFeed} /> : null}
      {opmlReading ? <Spinner size={28} label={t.readingOpml} /> : null}
      {search.status === 'searching' ? (
        <Spinner size={32} label={t.searching} />
      ) : search.status === 'error' ? (
        <p className="sk-resource-error" role="alert">
          {search.error}
        </p>
      ) : search.status === 'done' ? (
        search.results.length ? (
          <PodcastResults results={search.results} />
        ) : (
          <p className="sk-empty">{t.noResults}</p>
        )
      ) : null}
      <NewPodcastModal libraryId={libraryId} />
      <OpmlImportModal />
    </div>
  )
}
