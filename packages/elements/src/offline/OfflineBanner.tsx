import { useStore } from '@nanostores/react'
import { $connection } from '@shelfkit/stores'
import { AppLink } from '../navigation'
import { Icon } from '../ui/Icon'

/** Says, while the server cannot be reached, what still works and what needs the server. */
export function OfflineBanner({ devicePath = '/on-this-device' }: { devicePath?: string }) {
  const connection = useStore($connection)
  if (connection !== 'offline') return null
  return (
    <div className="sk-offline-banner" role="status">
      <Icon name="offline" size={20} />
      <span>
        Offline: books and episodes kept on this device play as usual; everything else needs the server.
      </span>
      <AppLink to={devicePath}>On this device</AppLink>
    </div>
  )
}
