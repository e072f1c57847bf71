import { useStore } from '@nanostores/react'
import { $connection, i18n } from '@shelfkit/stores'
import { AppLink } from '../navigation'
import { Icon } from '../ui/Icon'

const messages = i18n('offline.banner', {
  offline: 'Offline: books and episodes kept on this device play as usual; everything else needs the server.',
  onThisDevice: 'On this device',
})

/** Says, while the server cannot be reached, what still works and what needs the server. */
export function OfflineBanner({ devicePath = '/on-this-device' }: { devicePath?: string }) {
  const t = useStore(messages)
  const connection = useStore($connection)
  if (connection !== 'offline') return null
  return (
    <div className="sk-offline-banner" role="status">
      <Icon name="offline" size={20} />
      <span>{t.offline}</span>
      <AppLink to={devicePath}>{t.onThisDevice}</AppLink>
    </div>
  )
}
