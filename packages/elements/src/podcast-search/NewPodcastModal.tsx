import { useStore } from '@nanostores/react'
import {
  $libraries,
  $podcastAdding,
  $podcastCandidate,
  addPodcast,
  dismissPodcastCandidate,
  i18n,
  type NewPodcastDraft,
  newPodcastDraft,
  newPodcastProblem,
  params,
  podcastPath,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { useNavigation } from '../navigation'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { ReadOnlyField, TextAreaField, TextField } from '../ui/TextInput'
import { TopLayer } from '../ui/TopLayer'
import { FolderSelect } from './FolderSelect'

const messages = i18n('podcast.addDialog', {
  title: 'New podcast',
  details: 'Details',
  cover: params('Cover of {title}'),
  titleField: 'Title',
  author: 'Author',
  feedUrl: 'Feed URL',
  genres: 'Genres',
  genresHint: 'Separated by commas',
  type: 'Podcast Type',
  episodic: 'Episodic',
  serial: 'Serial',
  language: 'Language',
  explicit: 'Explicit',
  description: 'Description',
  episodes: params('Episodes in the feed: {count}'),
  folder: 'Folder',
  path: 'Podcast Path',
  autoDownload: 'Auto Download Episodes',
  cancel: 'Cancel',
  submit: 'Add podcast',
})

/** Spec 02: the add dialog is as wide as the official one. */
const ADD_DIALOG_WIDTH = 800

/**
 * The podcast read from its feed, to check and add (the official NewModal): title, author, feed address, genres,
 * type, language, explicit, description, cover and episode count, the library folder and the path the filename
 * rules give, and auto download; the new podcast's page opens once it is created.
 */
export function NewPodcastModal({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
  const candidate = useStore($podcastCandidate)
  const adding = useStore($podcastAdding)
  const navigation = useNavigation()
  const folders = useStore($libraries).find((library) => library.id === libraryId)?.folders ?? []
  const [draft, setDraft] = useState<NewPodcastDraft | null>(null)
  const [tried, setTried] = useState(false)
  useEffect(() => {
    setDraft(candidate ? newPodcastDraft(candidate, folders[0]?.id ?? '') : null)
    setTried(false)
  }, [candidate, folders])
  if (!candidate || !draft) return null

  const change = (patch: Partial<NewPodcastDraft>) => setDraft({ ...draft, ...patch })
  const folder = folders.find((f) => f.id === draft.folderId)
  const path = podcastPath(folder?.fullPath ?? '', draft.title)
  const problem = tried ? newPodcastProblem(draft) : null
  const image = candidate.result?.cover || candidate.feed.metadata.image
  const episodeCount =
    candidate.feed.episodes?.length ?? candidate.feed.numEpisodes ?? candidate.result?.trackCount

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (newPodcastProblem(draft)) return
    const id = await addPodcast(libraryId, folder?.fullPath ?? '', draft)
    if (id) navigation.navigate?.(`/item/${id}`)
  }

  return (
    <TopLayer>
      <Modal
        open
        title={draft.title || t.title}
        width={ADD_DIALOG_WIDTH}
        processing={adding}
        onClose={dismissPodcastCandidate}
        className="sk-podcast-add"
      >
        <form className="sk-form" aria-label={t.title} onSubmit={submit} noValidate>
          <div className="sk-podcast-add__head">
            {image ? <img src={image} alt={t.cover({ title: draft.title })} width={96} height={96} /> : null}
            {episodeCount !== undefined ? <p>{t.episodes({ count: episodeCount })}</p> : null}
          </div>
          <div className="sk-form-grid">
            <TextField
              label={t.titleField}
              error={problem?.field === 'title' ? problem.message : null}
              spellCheck
              value={draft.title}
              onValueChange={(title) => change({ title })}
            />
            <TextField
              label={t.author}
              spellCheck
              value={draft.author}
              onValueChange={(author) => change({ author })}
            />
            <ReadOnlyField label={t.feedUrl} value={candidate.feedUrl} />
            <TextField
              label={t.genres}
              hint={t.genresHint}
              spellCheck
              value={draft.genres.join(', ')}
              onValueChange={(text) =>
                change({
                  genres: text
                    .split(',')
                    .map((g) => g.trim())
                    .filter(Boolean),
                })
              }
            />
            <Field label={t.type}>
              {(control) => (
                <select
                  {...control}
                  className="sk-select"
                  value={draft.type}
                  onChange={(e) => change({ type: e.target.value as NewPodcastDraft['type'] })}
                >
                  <option value="episodic">{t.episodic}</option>
                  <option value="serial">{t.serial}</option>
                </select>
              )}
            </Field>
            <TextField
              label={t.language}
              value={draft.language}
              onValueChange={(language) => change({ language })}
            />
          </div>
          <CheckField
            label={t.explicit}
            checked={draft.explicit}
            onChange={(explicit) => change({ explicit })}
          />
          <TextAreaField
            label={t.description}
            rows={3}
            value={draft.description}
            onValueChange={(description) => change({ description })}
          />
          <div className="sk-form-grid">
            <FolderSelect
              label={t.folder}
              folders={folders}
              value={draft.folderId}
              onChange={(folderId) => change({ folderId })}
              error={problem?.field === 'folderId' ? problem.message : null}
            />
            <ReadOnlyField label={t.path} value={path} />
          </div>
          <CheckField
            label={t.autoDownload}
            checked={draft.autoDownloadEpisodes}
            onChange={(autoDownloadEpisodes) => change({ autoDownloadEpisodes })}
          />
          <div className="sk-tool-panel__actions">
            <Button onClick={dismissPodcastCandidate}>{t.cancel}</Button>
            <Button type="submit" variant="primary" loading={adding}>
              {t.submit}
            </Button>
          </div>
        </form>
      </Modal>
    </TopLayer>
  )
}
