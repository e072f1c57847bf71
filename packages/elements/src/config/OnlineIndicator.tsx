import { useStore } from '@nanostores/react'
import { $usersOnline, i18n } from '@shelfkit/stores'

const messages = i18n('config.onlineIndicator', { online: 'Online', offline: 'Offline' })

/** A dot, green while the user has a socket open (admins learn it from `init`, `user_online`, `user_offline`). */
export function OnlineIndicator({ userId }: { userId: string }) {
  const t = useStore(messages)
  const online = useStore($usersOnline).some((user) => user.id === userId)
  return (
    <span
      className={`sk-online-dot${online ? ' sk-online-dot--online' : ''}`}
      role="img"
      aria-label={online ? t.online : t.offline}
      title={online ? t.online : t.offline}
    />
  )
}
