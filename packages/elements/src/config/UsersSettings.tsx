import { useStore } from '@nanostores/react'
import type { UserAccount } from '@shelfkit/client'
import {
  $serverSettings,
  $user,
  configUsers,
  deleteUser,
  formatServerDateTime,
  i18n,
  params,
} from '@shelfkit/stores'
import { useState } from 'react'
import { AppLink } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { ResourceView } from '../ui/ResourceView'
import { ConfigTable, useConfigResource } from './ConfigTable'
import { OnlineIndicator } from './OnlineIndicator'
import { UserForm } from './UserForm'
import { useDeleteAction } from './useDeleteAction'

const messages = i18n('config.users.page', {
  deleteQuestion: params('Are you sure you want to permanently delete user "{name}"?'),
  add: 'Add User',
  edit: params('Edit {name}'),
  username: 'Username',
  type: 'Account Type',
  active: 'Active',
  lastSeen: 'Last Seen',
  yes: 'Yes',
  no: 'No',
  never: 'Never',
})

/** User accounts: type, last seen and whether active, with create, edit and delete (not oneself, not root). */
export default function UsersSettings() {
  const t = useStore(messages)
  const state = useConfigResource(configUsers)
  const me = useStore($user)
  const settings = useStore($serverSettings)
  const [editing, setEditing] = useState<UserAccount | 'new' | null>(null)
  const deletion = useDeleteAction({
    name: (user: UserAccount) => user.username,
    question: (name) => t.deleteQuestion({ name }),
    remove: (user) => deleteUser(user.id),
  })

  return (
    <div className="sk-config-section">
      <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
        {t.add}
      </Button>
      <ResourceView state={state}>
        {(users) => (
          <ConfigTable
            columns={[t.username, t.type, t.active, t.lastSeen]}
            rows={users}
            rowKey={(user) => user.id}
            cells={(user) => [
              <AppLink key="name" to={`/config/users/${user.id}`}>
                {user.username}
              </AppLink>,
              user.type,
              user.isActive ? t.yes : t.no,
              <span key="seen" className="sk-user-seen">
                <OnlineIndicator userId={user.id} />
                {user.lastSeen ? formatServerDateTime(new Date(user.lastSeen), settings ?? {}) : t.never}
              </span>,
            ]}
            actions={(user) => (
              <>
                <IconButton
                  icon="edit"
                  label={t.edit({ name: user.username })}
                  onClick={() => setEditing(user)}
                />
                {user.type !== 'root' && user.id !== me?.id ? deletion.button(user) : null}
              </>
            )}
          />
        )}
      </ResourceView>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t.add : t.edit({ name: editing?.username ?? '' })}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <UserForm
            key={editing === 'new' ? 'new' : editing.id}
            user={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {deletion.prompt}
    </div>
  )
}
