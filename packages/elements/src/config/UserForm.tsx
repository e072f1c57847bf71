import { useStore } from '@nanostores/react'
import type { UserAccount, UserPermissions, UserType } from '@shelfkit/client'
import { $libraries, createUser, sortedByDisplayOrder, updateUser } from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'

const PERMISSIONS: readonly { key: keyof UserPermissions; label: string }[] = [
  { key: 'download', label: 'Can Download' },
  { key: 'update', label: 'Can Update' },
  { key: 'delete', label: 'Can Delete' },
  { key: 'upload', label: 'Can Upload' },
  { key: 'accessExplicitContent', label: 'Can Access Explicit Content' },
  { key: 'accessAllLibraries', label: 'Can Access All Libraries' },
]

const NEW_USER_PERMISSIONS: Partial<UserPermissions> = {
  download: true,
  update: false,
  delete: false,
  upload: false,
  accessExplicitContent: true,
  accessAllLibraries: true,
}

/** Create or edit a user: name, password, type, active, permissions and the libraries they may open. */
export function UserForm({ user, onDone }: { user: UserAccount | null; onDone(): void }) {
  const libraries = sortedByDisplayOrder(useStore($libraries))
  const [username, setUsername] = useState(user?.username ?? '')
  const [password, setPassword] = useState('')
  const [type, setType] = useState<UserType>(user?.type ?? 'user')
  const [isActive, setActive] = useState(user?.isActive ?? true)
  const [permissions, setPermissions] = useState<Partial<UserPermissions>>(
    user?.permissions ?? NEW_USER_PERMISSIONS,
  )
  const [librariesAccessible, setLibrariesAccessible] = useState(user?.librariesAccessible ?? [])
  const [busy, setBusy] = useState(false)
  const isRoot = user?.type === 'root'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const input = { username, password, type, isActive, permissions, librariesAccessible }
    const saved = user ? await updateUser(user.id, input) : await createUser(input)
    setBusy(false)
    if (saved) onDone()
  }
  const toggleLibrary = (id: string, on: boolean) =>
    setLibrariesAccessible((list) => (on ? [...list, id] : list.filter((entry) => entry !== id)))

  return (
    <form className="sk-config-form" onSubmit={submit} aria-label={user ? 'Edit user' : 'New user'}>
      <Field label="Username">
        {(control) => (
          <input
            {...control}
            className="sk-input"
            value={username}
            required
            autoComplete="off"
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </Field>
      <Field label={user ? 'Change Password' : 'Password'}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            type="password"
            value={password}
            required={!user}
            autoComplete="new-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {isRoot ? null : (
        <>
          <Field label="Account Type">
            {(control) => (
              <select
                {...control}
                className="sk-select"
                value={type}
                onChange={(event) => setType(event.target.value as UserType)}
              >
                <option value="guest">Guest</option>
                <option value="user">User</option>
                <option value="admin">Admin</option>
              </select>
            )}
          </Field>
          <CheckField
            className="sk-config-form__check"
            label="Active"
            checked={isActive}
            onChange={setActive}
          />
          <fieldset className="sk-config-form__group">
            <legend>Permissions</legend>
            {PERMISSIONS.map(({ key, label }) => (
              <CheckField
                key={key}
                className="sk-config-form__check"
                label={label}
                checked={!!permissions[key]}
                onChange={(on) => setPermissions((current) => ({ ...current, [key]: on }))}
              />
            ))}
          </fieldset>
          {permissions.accessAllLibraries ? null : (
            <fieldset className="sk-config-form__group">
              <legend>Libraries Accessible to User</legend>
              {libraries.map((library) => (
                <CheckField
                  key={library.id}
                  className="sk-config-form__check"
                  label={library.name}
                  checked={librariesAccessible.includes(library.id)}
                  onChange={(on) => toggleLibrary(library.id, on)}
                />
              ))}
            </fieldset>
          )}
        </>
      )}
      <div className="sk-config-form__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" loading={busy} disabled={!username.trim()}>
          {user ? 'Save' : 'Submit'}
        </Button>
      </div>
    </form>
  )
}
