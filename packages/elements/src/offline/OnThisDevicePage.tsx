import { useStore } from '@nanostores/react'
import {
  $connection,
  $deviceStorage,
  $keptItems,
  $unsyncedListening,
  checkKeptOnServer,
  count,
  formatBytes,
  i18n,
  type KeptItem,
  keptCoverUrl,
  params,
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

const messages = i18n('offline.devicePage', {
  title: 'On this device',
  storage: 'Storage',
  usage: params('{used} used · {left} left'),
  usagePersisted: params('{used} used · {left} left · kept when space runs low'),
  noEstimate: 'This browser does not tell how much space is left.',
  persist: 'Keep this data when space runs low',
  unsynced: count({
    one: '{count} listening session on this device waits for the server.',
    other: '{count} listening sessions on this device wait for the server.',
  }),
  empty:
    'Nothing is kept on this device yet. Use “Keep on this device” on a book or an episode to listen to it with no connection.',
  deletedOnServer: 'Deleted on the server: remove it from this device?',
  play: 'Play',
  remove: 'Remove',
})

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
  const t = useStore(messages)
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
            {t.deletedOnServer}
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
            {t.play}
          </Button>
        ) : null}
        <Button
          icon="delete"
          variant={kept.removedOnServer ? 'danger' : 'secondary'}
          onClick={() => void removeKept(kept.key)}
        >
          {t.remove}
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
  const t = useStore(messages)
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
      <h1>{t.title}</h1>
      <section className="sk-device-page__storage" aria-label={t.storage}>
        {storage ? (
          <p>
            {(storage.persisted ? t.usagePersisted : t.usage)({
              used: formatBytes(storage.usage),
              left: formatBytes(Math.max(0, storage.quota - storage.usage)),
            })}
          </p>
        ) : (
          <p>{t.noEstimate}</p>
        )}
        {storage && !storage.persisted ? (
          <Button icon="device" onClick={() => void requestPersistentStorage()}>
            {t.persist}
          </Button>
        ) : null}
        {unsynced ? <p className="sk-device-page__unsynced">{t.unsynced(unsynced)}</p> : null}
      </section>
      {kept.length ? (
        <ul className="sk-kept-list">
          {kept.map((item) => (
            <KeptRow key={item.key} kept={item} />
          ))}
        </ul>
      ) : (
        <p className="sk-device-page__empty">{t.empty}</p>
      )}
    </div>
  )
}
