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
    'Failed to load tags',
  ),
)

/** Every user account (config area, admins). */
export const configUsers = shared('config.users', () =>
  createResource(async (client) => (await client.server.users()).users, 'Failed to load users'),
)

export async function createUser(input: UserInput): Promise<UserAccount | null> {
  return saveUser(null, input, 'User created', 'Failed to create user')
}

export async function updateUser(id: string, input: UserInput): Promise<UserAccount | null> {
  return saveUser(id, input, 'User updated', 'Failed to update user')
}

async function saveUser(
  id: string | null,
  input: UserInput,
  done: string,
  failed: string,
): Promise<UserAccount | null> {
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
    showToast({ type: 'success', message: done })
    return user
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, failed) })
    return null
  }
}

export async function deleteUser(id: string): Promise<boolean> {
  try {
    await getClient().server.removeUser(id)
    configUsers.update((users) => users.filter((user) => user.id !== id))
    showToast({ type: 'success', message: 'User deleted' })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, 'Failed to delete user') })
    return false
  }
}
