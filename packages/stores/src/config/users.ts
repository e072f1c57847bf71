import {
  adminApi,
  errorMessage,
  type UserAccount,
  type UserPermissions,
  type UserType,
} from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource } from '../resource'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** What the user form edits (a password only when creating, or to change it). */
export interface UserInput {
  username: string
  password?: string
  type: UserType
  isActive: boolean
  permissions: Partial<UserPermissions>
  librariesAccessible: string[]
  /** The tags chosen when not all tags are accessible (see `permissions.selectedTagsNotAccessible`). */
  itemTagsSelected?: string[]
}

/** Spec 02 §5: the user form's messages. */
export const userFormMessages = storeMessages('config.users', {
  usernameRequired: 'Enter a username',
  passwordRequired: 'Must have a password, only root user can have an empty password',
  libraryRequired: 'Must select at least one library',
  tagRequired: 'Must select at least one tag',
  tagsLoadFailed: 'Failed to load tags',
  loadFailed: 'Failed to load users',
  created: 'User created',
  createFailed: 'Failed to create user',
  updated: 'User updated',
  updateFailed: 'Failed to update user',
  removed: 'User deleted',
  removeFailed: 'Failed to delete user',
})

export type UserInputField = 'username' | 'password' | 'libraries' | 'tags'

/** What keeps the user form from being saved, with the field it belongs to, or null. */
export function userInputProblem(
  input: UserInput,
  editing: { isNew: boolean; isRoot: boolean },
): { field: UserInputField; message: string } | null {
  const messages = userFormMessages.get()
  if (!input.username.trim()) return { field: 'username', message: messages.usernameRequired }
  if (editing.isNew && !editing.isRoot && !input.password) {
    return { field: 'password', message: messages.passwordRequired }
  }
  if (!editing.isRoot && !input.permissions.accessAllLibraries && !input.librariesAccessible.length) {
    return { field: 'libraries', message: messages.libraryRequired }
  }
  if (!editing.isRoot && !input.permissions.accessAllTags && !input.itemTagsSelected?.length) {
    return { field: 'tags', message: messages.tagRequired }
  }
  return null
}

/** Every tag on the server, for the user form's tag choice (admins). */
export const configTags = shared('config.tags', () =>
  createResource(
    async (client, signal) => (await client.area(adminApi).tags(signal)).tags,
    () => userFormMessages.get().tagsLoadFailed,
  ),
)

/** Every user account (config area, admins). */
export const configUsers = shared('config.users', () =>
  createResource(
    async (client) => (await client.server.users()).users,
    () => userFormMessages.get().loadFailed,
  ),
)

export async function createUser(input: UserInput): Promise<UserAccount | null> {
  return saveUser(null, input, 'created', 'createFailed')
}

export async function updateUser(id: string, input: UserInput): Promise<UserAccount | null> {
  return saveUser(id, input, 'updated', 'updateFailed')
}

async function saveUser(
  id: string | null,
  input: UserInput,
  done: 'created' | 'updated',
  failed: 'createFailed' | 'updateFailed',
): Promise<UserAccount | null> {
  const messages = userFormMessages.get()
  const problem = userInputProblem(input, { isNew: !id, isRoot: input.type === 'root' })
  if (problem) {
    showToast({ type: 'error', message: problem.message })
    return null
  }
  try {
    const body = { ...input, username: input.username.trim(), password: input.password || undefined }
    const { user } = id
      ? await getClient().server.updateUser(id, body)
      : await getClient().server.createUser(body)
    configUsers.update((users) =>
      users.some((existing) => existing.id === user.id)
        ? users.map((existing) => (existing.id === user.id ? user : existing))
        : [...users, user],
    )
    showToast({ type: 'success', message: messages[done] })
    return user
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages[failed]) })
    return null
  }
}

export async function deleteUser(id: string): Promise<boolean> {
  const messages = userFormMessages.get()
  try {
    await getClient().server.removeUser(id)
    configUsers.update((users) => users.filter((user) => user.id !== id))
    showToast({ type: 'success', message: messages.removed })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.removeFailed) })
    return false
  }
}
