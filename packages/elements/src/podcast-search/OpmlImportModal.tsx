import { useStore } from '@nanostores/react'
import {
  $libraries,
  $opmlImport,
  changeOpmlImport,
  closeOpmlImport,
  i18n,
  importOpmlFeeds,
  type OpmlFeedResult,
} from '@shelfkit/stores'
import { AppLink } from '../navigation'
import { Button } from '../ui/Button'
import { CheckField } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { Spinner } from '../ui/Spinner'
import { TopLayer } from '../ui/TopLayer'
import { FolderSelect } from './FolderSelect'

const messages = i18n('podcast.opmlDialog', {
  title: 'OPML Feeds',
  folder: 'Folder',
  autoDownload: 'Auto Download Episodes',
  toAdd: 'Podcasts to Add',
  note: 'Note: This is a preview of the parsed OPML file. The actual podcast title will be taken from the RSS feed.',
  choose: 'Add this feed',
  pending: 'Adding…',
  added: 'Added',
  open: 'Open',
  close: 'Close',
  submit: 'Add Podcasts',
})

const OPML_DIALOG_WIDTH = 800

/** The feeds of an OPML file to add (the official OpmlFeedsModal): choose feeds, folder, auto download; then each feed's result. */
export function OpmlImportModal() {
  const t = useStore(messages)
  const state = useStore($opmlImport)
  const folders = useStore($libraries).find((library) => library.id === state?.libraryId)?.folders ?? []
  if (!state) return null
  const choosing = state.status === 'choosing'
  const toggle = (feedUrl: string, on: boolean) =>
    changeOpmlImport({
      chosen: on ? [...state.chosen, feedUrl] : state.chosen.filter((url) => url !== feedUrl),
    })
  return (
    <TopLayer>
      <Modal
        open
        title={t.title}
        width={OPML_DIALOG_WIDTH}
        onClose={closeOpmlImport}
        className="sk-opml-import"
      >
        <div className="sk-form-grid">
          <FolderSelect
            label={t.folder}
            folders={folders}
            disabled={!choosing}
            value={state.folderId}
            onChange={(folderId) => changeOpmlImport({ folderId })}
          />
          <CheckField
            label={t.autoDownload}
            disabled={!choosing}
            checked={state.autoDownloadEpisodes}
            onChange={(autoDownloadEpisodes) => changeOpmlImport({ autoDownloadEpisodes })}
          />
        </div>
        <h3>{t.toAdd}</h3>
        <p className="sk-field__hint">{t.note}</p>
        <ol className="sk-opml-feeds" aria-label={t.toAdd}>
          {state.feeds.map((feed) => (
            <li key={feed.feedUrl} className="sk-opml-feed">
              {choosing ? (
                <CheckField
                  label={feed.title || feed.feedUrl}
                  aria-description={feed.feedUrl}
                  checked={state.chosen.includes(feed.feedUrl)}
                  onChange={(on) => toggle(feed.feedUrl, on)}
                />
              ) : (
                <p className="sk-opml-feed__title">{feed.title || feed.feedUrl}</p>
              )}
              <p className="sk-opml-feed__url">{feed.feedUrl}</p>
              <FeedResult result={state.results[feed.feedUrl]} />
            </li>
          ))}
        </ol>
        <div className="sk-tool-panel__actions">
          {choosing ? (
            <Button variant="primary" disabled={!state.chosen.length} onClick={() => void importOpmlFeeds()}>
              {t.submit}
            </Button>
          ) : (
            <Button onClick={closeOpmlImport}>{t.close}</Button>
          )}
        </div>
      </Modal>
    </TopLayer>
  )
}

function FeedResult({ result }: { result: OpmlFeedResult | undefined }) {
  const t = useStore(messages)
  if (!result) return null
  if (result.status === 'pending') return <Spinner size={14} label={t.pending} />
  if (result.status === 'failed')
    return (
      <p className="sk-field__error" role="status">
        {result.message}
      </p>
    )
  return (
    <p className="sk-opml-feed__added" role="status">
      {t.added} · <AppLink to={`/item/${result.itemId}`}>{t.open}</AppLink>
    </p>
  )
}
