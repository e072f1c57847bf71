import { useStore } from '@nanostores/react'
import type { UserAccount, UserPermissions, UserType } from '@shelfkit/client'
import {
  $libraries,
  configTags,
  createUser,
  i18n,
  sortedByDisplayOrder,
  type UserInputField,
  updateUser,
  userInputProblem,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'

const messages = i18n('config.userForm', {
  editUser: 'Edit user',
  newUser: 'New user',
  username: 'Username',
  password: 'Password',
  changePassword: 'Change Password',
  accountType: 'Account Type',
  guest: 'Guest',
  user: 'User',
  admin: 'Admin',
  active: 'Active',
  permissions: 'Permissions',
  download: 'Can Download',
  update: 'Can Update',
  delete: 'Can Delete',
  upload: 'Can Upload',
  accessExplicitContent: 'Can Access Explicit Content',
  accessAllLibraries: 'Can Access All Libraries',
  libraries: 'Libraries Accessible to User',
  cancel: 'Cancel',
  save: 'Save',
  submit: 'Submit',
  createEreader: 'Can Create Ereader',
  accessAllTags: 'Can Access All Tags',
  tags: 'Tags Accessible to User',
  invertTags: 'Invert (the chosen tags are the ones NOT accessible)',
  noTags: 'No tags on the server',
})

/** The permissions with a check box of their own, each labelled by the message of the same name. */
const PERMISSIONS = [
  'download',
  'update',
  'delete',
  'upload',
  'accessExplicitContent',
  'accessAllLibraries',
] as const satisfies readonly (keyof UserPermissions)[]

const problemOf = (error: { field: UserInputField; message: string } | null, field: UserInputField) =>
  error?.field === field ? error.message : undefined

const NEW_USER_PERMISSIONS: Partial<UserPermissions> = {
  download: true,
  update: false,
  delete: false,
  upload: false,
  accessExplicitContent: true,
  accessAllLibraries: true,
  accessAllTags: true,
  createEreader: false,
  selectedTagsNotAccessible: false,
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
  const [itemTagsSelected, setTags] = useState(user?.itemTagsSelected ?? [])
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const t = useStore(messages)
  const tags = useStore(configTags.$state).data ?? []
  const isRoot = user?.type === 'root'
  const input = { username, password, type, isActive, permissions, librariesAccessible, itemTagsSelected }
  const problem = submitted ? userInputProblem(input, { isNew: !user, isRoot }) : null

  useEffect(() => {
    if (!permissions.accessAllTags) void configTags.load()
  }, [permissions.accessAllTags])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setBusy(true)
    const saved = user ? await updateUser(user.id, input) : await createUser(input)
    setBusy(false)
    if (saved) onDone()
  }
  const toggleLibrary = (id: string, on: boolean) =>
    setLibrariesAccessible((list) => (on ? [...list, id] : list.filter((entry) => entry !== id)))
  const toggleTag = (tag: string, on: boolean) =>
    setTags((list) => (on ? [...list, tag] : list.filter((entry) => entry !== tag)))

  return (
    <form className="sk-config-form" onSubmit={submit} aria-label={user ? t.editUser : t.newUser}>
      <Field label={t.username} error={problemOf(problem, 'username')}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            value={username}
            autoComplete="off"
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </Field>
      <Field label={user ? t.changePassword : t.password} error={problemOf(problem, 'password')}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            type="password"
            value={password}
            autoComplete="new-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {isRoot ? null : (
        <>
          <Field label={t.accountType}>
            {(control) => (
              <select
                {...control}
                className="sk-select"
                value={type}
                onChange={(event) => setType(event.target.value as UserType)}
              >
                <option value="guest">{t.guest}</option>
                <option value="user">{t.user}</option>
                <option value="admin">{t.admin}</option>
              </select>
            )}
          </Field>
          <CheckField
            className="sk-config-form__check"
            label={t.active}
            checked={isActive}
            onChange={setActive}
          />
          <fieldset className="sk-config-form__group">
            <legend>{t.permissions}</legend>
            {PERMISSIONS.map((key) => (
              <CheckField
                key={key}
                className="sk-config-form__check"
                label={t[key]}
                checked={!!permissions[key]}
                onChange={(on) => setPermissions((current) => ({ ...current, [key]: on }))}
              />
            ))}
            <CheckField
              className="sk-config-form__check"
              label={t.createEreader}
              checked={!!permissions.createEreader}
              onChange={(on) => setPermissions((current) => ({ ...current, createEreader: on }))}
            />
            <CheckField
              className="sk-config-form__check"
              label={t.accessAllTags}
              checked={!!permissions.accessAllTags}
              onChange={(on) => setPermissions((current) => ({ ...current, accessAllTags: on }))}
            />
          </fieldset>
          {permissions.accessAllTags ? null : (
            <fieldset className="sk-config-form__group" aria-describedby="sk-user-tags-error">
              <legend>{t.tags}</legend>
              {tags.length ? null : <p className="sk-empty">{t.noTags}</p>}
              {tags.map((tag) => (
                <CheckField
                  key={tag}
                  className="sk-config-form__check"
                  label={tag}
                  checked={itemTagsSelected.includes(tag)}
                  onChange={(on) => toggleTag(tag, on)}
                />
              ))}
              <CheckField
                className="sk-config-form__check"
                label={t.invertTags}
                checked={!!permissions.selectedTagsNotAccessible}
                onChange={(on) =>
                  setPermissions((current) => ({ ...current, selectedTagsNotAccessible: on }))
                }
              />
              {problemOf(problem, 'tags') ? (
                <p id="sk-user-tags-error" className="sk-field__error">
                  {problemOf(problem, 'tags')}
                </p>
              ) : null}
            </fieldset>
          )}
          {permissions.accessAllLibraries ? null : (
            <fieldset className="sk-config-form__group" aria-describedby="sk-user-libraries-error">
              <legend>{t.libraries}</legend>
              {libraries.map((library) => (
                <CheckField
                  key={library.id}
                  className="sk-config-form__check"
                  label={library.name}
                  checked={librariesAccessible.includes(library.id)}
                  onChange={(on) => toggleLibrary(library.id, on)}
                />
              ))}
              {problemOf(problem, 'libraries') ? (
                <p id="sk-user-libraries-error" className="sk-field__error">
                  {problemOf(problem, 'libraries')}
                </p>
              ) : null}
            </fieldset>
          )}
        </>
      )}
      <div className="sk-config-form__actions">
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy}>
          {user ? t.save : t.submit}
        </Button>
      </div>
    </form>
  )
}
