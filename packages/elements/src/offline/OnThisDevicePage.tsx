import { useStore } from '@nanostores/react'
import {
  $connection,
  $deviceStorage,
  $keptItems,
  $unsyncedListening,
  checkKeptOnServer,
  formatBytes,
  type KeptItem,
  keptCoverUrl,
  playItem,
  refreshDeviceStorage,
  removeKept,
  requestPersistentStorage,
  startOfflineSync,
  totalBytes,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { AppLink } from '../navigation'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { KeepProgress } from './KeepControl'

/** The kept cover, read from the device (it shows with no connection). */
function KeptCover({ kept }: { kept: KeptItem }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!kept.hasCover) return
    let made: string | null = null
    let live = true
    void keptCoverUrl(kept.key).then((found) => {
      made = found
      if (live) setUrl(found)
      else if (found) URL.revokeObjectURL(found)
    })
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [kept.key, kept.hasCover])
  return url ? (
    <img className="sk-kept__cover" src={url} alt="" />
  ) : (
    <span className="sk-kept__cover sk-kept__cover--none">
      <Icon name="headphones" size={28} />
    </span>
  )
}

function KeptRow({ kept }: { kept: KeptItem }) {
  return (
    <li className="sk-kept" aria-label={kept.title}>
      <KeptCover kept={kept} />
      <div className="sk-kept__text">
        <AppLink className="sk-kept__title" to={`/item/${kept.libraryItemId}`}>
          {kept.title}
        </AppLink>
        <span className="sk-kept__author">{kept.author}</span>
        <span className="sk-kept__size">{formatBytes(totalBytes(kept))}</span>
        {kept.removedOnServer ? (
          <span className="sk-kept__gone" role="alert">
            <Icon name="warning" size={16} />
            Deleted on the server: remove it from this device?
          </span>
        ) : null}
        {kept.status === 'done' ? null : <KeepProgress kept={kept} />}
      </div>
      <div className="sk-kept__actions">
        {kept.status === 'done' ? (
          <Button
            variant="primary"
            icon="play"
            onClick={() => void playItem(kept.libraryItemId, { episodeId: kept.episodeId })}
          >
            Play
          </Button>
        ) : null}
        <Button
          icon="delete"
          variant={kept.removedOnServer ? 'danger' : 'secondary'}
          onClick={() => void removeKept(kept.key)}
        >
          Remove
        </Button>
      </div>
    </li>
  )
}

/**
 * "On this device": what is kept (size, download progress, items deleted on the server offered for removal), the
 * space used and left (`navigator.storage.estimate`), keeping the data when space runs low (`persist()`), and the
 * listening that waits for the server. Works with no connection.
 */
export function OnThisDevicePage() {
  const kept = Object.values(useStore($keptItems)).sort((a, b) => b.keptAt - a.keptAt)
  const storage = useStore($deviceStorage)
  const unsynced = useStore($unsyncedListening)
  const connection = useStore($connection)
  useEffect(() => {
    startOfflineSync()
    void refreshDeviceStorage()
  }, [])
  useEffect(() => {
    if (connection === 'online') void checkKeptOnServer()
  }, [connection])

  return (
    <div className="sk-device-page">
      <h1>On this device</h1>
      <section className="sk-device-page__storage" aria-label="Storage">
        {storage ? (
          <p>
            {formatBytes(storage.usage)} used · {formatBytes(Math.max(0, storage.quota - storage.usage))} left
            {storage.persisted ? ' · kept when space runs low' : ''}
          </p>
        ) : (
          <p>This browser does not tell how much space is left.</p>
        )}
        {storage && !storage.persisted ? (
          <Button icon="device" onClick={() => void requestPersistentStorage()}>
            Keep this data when space runs low
          </Button>
        ) : null}
        {unsynced ? (
          <p className="sk-device-page__unsynced">
            {unsynced} listening session{unsynced === 1 ? '' : 's'} on this device wait
            {unsynced === 1 ? 's' : ''} for the server.
          </p>
        ) : null}
      </section>
      {kept.length ? (
        <ul className="sk-kept-list">
          {kept.map((item) => (
            <KeptRow key={item.key} kept={item} />
          ))}
        </ul>
      ) : (
        <p className="sk-device-page__empty">
          Nothing is kept on this device yet. Use “Keep on this device” on a book or an episode to listen to
          it with no connection.
        </p>
      )}
    </div>
  )
}
