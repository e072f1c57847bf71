import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $user,
  checkAndDownloadNewEpisodes,
  formatBytes,
  formatDurationShort,
  i18n,
  isAdminOrUp,
  localInputValue,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../ui/Button'
import { NumberField, TextField } from '../../ui/TextInput'

const episodesTabMessages = i18n('item.edit.episodes', {
  after: 'Look for new episodes after this date',
  limit: 'Limit',
  limitHint: 'Max # of episodes to download. Use 0 for unlimited.',
  check: 'Check & Download New Episodes',
  episodes: 'Episodes',
  none: 'No Episodes',
  number: 'Episode',
  title: 'Episode Title',
  duration: 'Duration',
  size: 'Size',
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

/**
 * The item edit modal's Episodes tab (the official tabs/Episodes): admins check the feed for episodes after a date
 * they set and download at most a limit of them; the podcast's episodes below.
 */
export function EpisodesTab({
  item,
  run,
}: {
  item: LibraryItem
  run(action: () => Promise<unknown>): Promise<unknown>
}) {
  const t = useStore(episodesTabMessages)
  const admin = isAdminOrUp(useStore($user))
  const podcast = item as PodcastItem
  const [after, setAfter] = useState(localInputValue(podcast.media.lastEpisodeCheck))
  const [limit, setLimit] = useState('3')
  useEffect(() => setAfter(localInputValue(podcast.media.lastEpisodeCheck)), [podcast.media.lastEpisodeCheck])
  if (item.mediaType !== 'podcast') return null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(() => checkAndDownloadNewEpisodes(podcast, after, limit))
  }
  return (
    <div className="sk-item-edit__episodes">
      {admin ? (
        <form className="sk-inline-form" aria-label={t.check} onSubmit={submit} noValidate>
          <TextField label={t.after} type="datetime-local" value={after} onValueChange={setAfter} />
          <NumberField label={t.limit} hint={t.limitHint} value={limit} onValueChange={setLimit} />
          <Button type="submit">{t.check}</Button>
        </form>
      ) : null}
      {podcast.media.episodes.length ? (
        <div className="sk-table-wrap">
          <table className="sk-table" aria-label={t.episodes}>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.title}</th>
                <th scope="col">{t.duration}</th>
                <th scope="col">{t.size}</th>
              </tr>
            </thead>
            <tbody>
              {podcast.media.episodes.map((episode) => (
                <tr key={episode.id}>
                  <td>{episode.episode}</td>
                  <td dir="auto">{episode.title}</td>
                  <td>{formatDurationShort(episode.duration)}</td>
                  <td>{formatBytes(episode.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="sk-empty">{t.none}</p>
      )}
    </div>
  )
}
