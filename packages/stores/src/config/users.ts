import { errorMessage, type UserAccount, type UserPermissions, type UserType } from '@shelfkit/client'
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
}

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
  try {
    const body = { ...input, password: input.password || undefined }
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
