import { useStore } from '@nanostores/react'
import type { UserAccount } from '@shelfkit/client'
import { $serverSettings, $user, configUsers, deleteUser, formatServerDateTime } from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Modal } from '../ui/Modal'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'
import { UserForm } from './UserForm'

/** User accounts: type, last seen and whether active, with create, edit and delete (not oneself, not root). */
export default function UsersSettings() {
  const state = useStore(configUsers.$state)
  const me = useStore($user)
  const settings = useStore($serverSettings)
  const [editing, setEditing] = useState<UserAccount | 'new' | null>(null)
  const [deleting, setDeleting] = useState<UserAccount | null>(null)

  useEffect(() => {
    void configUsers.load()
    return () => configUsers.abort()
  }, [])

  return (
    <div className="sk-config-section">
      <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
        Add User
      </Button>
      <ResourceView state={state}>
        {(users) => (
          <table className="sk-config-table">
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Account Type</th>
                <th scope="col">Active</th>
                <th scope="col">Last Seen</th>
                <th scope="col">
                  <span className="sk-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.username}</td>
                  <td>{user.type}</td>
                  <td>{user.isActive ? 'Yes' : 'No'}</td>
                  <td>
                    {user.lastSeen ? formatServerDateTime(new Date(user.lastSeen), settings ?? {}) : 'Never'}
                  </td>
                  <td className="sk-config-table__actions">
                    <IconButton
                      icon="edit"
                      label={`Edit ${user.username}`}
                      onClick={() => setEditing(user)}
                    />
                    {user.type !== 'root' && user.id !== me?.id ? (
                      <IconButton
                        icon="delete"
                        label={`Delete ${user.username}`}
                        onClick={() => setDeleting(user)}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResourceView>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add User' : `Edit ${editing?.username ?? ''}`}
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
      <ConfirmPrompt
        prompt={
          deleting
            ? {
                message: `Are you sure you want to permanently delete user "${escapeHtml(deleting.username)}"?`,
                yesText: 'Delete',
                yesVariant: 'danger',
              }
            : null
        }
        onAnswer={(confirmed) => {
          if (confirmed && deleting) void deleteUser(deleting.id)
          setDeleting(null)
        }}
      />
    </div>
  )
}
