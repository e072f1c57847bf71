import { useStore } from '@nanostores/react'
import {
  $libraries,
  $podcastAdding,
  addPodcast,
  dismissPodcastCandidate,
  type PodcastCandidate,
  podcastFolderName,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { useNavigation } from '../navigation'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { Spinner } from '../ui/Spinner'

/** Confirms the podcast read from its feed: library folder, folder path and auto-download, then creates it. */
export function NewPodcastForm({ libraryId, candidate }: { libraryId: string; candidate: PodcastCandidate }) {
  const navigation = useNavigation()
  const adding = useStore($podcastAdding)
  const folders = useStore($libraries).find((library) => library.id === libraryId)?.folders ?? []
  const [folderId, setFolderId] = useState(folders[0]?.id ?? '')
  const title = candidate.feed?.metadata.title || candidate.result?.title || ''
  const folder = folders.find((f) => f.id === folderId) ?? folders[0]
  const [path, setPath] = useState('')
  const [autoDownload, setAutoDownload] = useState(false)
  useEffect(() => {
    if (folder && title) setPath(`${folder.fullPath.replace(/\/$/, '')}/${podcastFolderName(title)}`)
  }, [folder, title])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!folder) return
    const id = await addPodcast({ libraryId, folderId: folder.id, path, autoDownloadEpisodes: autoDownload })
    if (id) navigation.navigate?.(`/item/${id}`)
  }

  return (
    <section className="sk-tool-panel" aria-label="New podcast">
      <h2>{title || candidate.feedUrl}</h2>
      {candidate.status === 'loading' ? <Spinner size={28} label="Reading the feed…" /> : null}
      {candidate.status === 'error' ? (
        <p className="sk-resource-error" role="alert">
          {candidate.error}
        </p>
      ) : null}
      {candidate.status === 'ready' ? (
        <form onSubmit={submit}>
          {candidate.feed?.metadata.author ? <p>{candidate.feed.metadata.author}</p> : null}
          <Field label="Folder">
            {(control) => (
              <select
                {...control}
                className="sk-select"
                value={folder?.id ?? ''}
                onChange={(event) => setFolderId(event.target.value)}
              >
                {folders.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.fullPath}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Podcast path">
            {(control) => (
              <input
                {...control}
                className="sk-input"
                value={path}
                onChange={(event) => setPath(event.target.value)}
              />
            )}
          </Field>
          <CheckField label="Auto-download new episodes" checked={autoDownload} onChange={setAutoDownload} />
          <div className="sk-tool-panel__actions">
            <Button onClick={dismissPodcastCandidate}>Cancel</Button>
            <Button type="submit" variant="primary" loading={adding} disabled={!folder || !path.trim()}>
              Add podcast
            </Button>
          </div>
        </form>
      ) : (
        <div className="sk-tool-panel__actions">
          <Button onClick={dismissPodcastCandidate}>Close</Button>
        </div>
      )}
    </section>
  )
}
