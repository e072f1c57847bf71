import { hashPassword } from '../auth/passwords'
import type { ServerContext } from '../context'
import { newId } from '../util/ids'
import { defaultPermissions } from './access'
import type { UserPermissions, UserRecord, UserType } from './types'

export interface NewUser {
  id?: string
  username: string
  password: string
  type: UserType
  isActive?: boolean
  permissions?: Partial<UserPermissions>
  librariesAccessible?: string[]
  itemTagsSelected?: string[]
  email?: string | null
}

/** Creates and stores a user with its legacy token, as UserController.create / createRootUser do. */
export async function createUser(ctx: ServerContext, input: NewUser): Promise<UserRecord> {
  const id = input.id ?? newId()
  const now = Date.now()
  const user: UserRecord = {
    id,
    username: input.username,
    email: input.email ?? null,
    type: input.type,
    pash: hashPassword(input.password),
    token: await ctx.tokens.legacyToken({ id, username: input.username }),
    isActive: input.isActive ?? false,
    isLocked: false,
    lastSeen: null,
    createdAt: now,
    updatedAt: now,
    permissions: { ...defaultPermissions(input.type), ...input.permissions },
    librariesAccessible: [...(input.librariesAccessible ?? [])],
    itemTagsSelected: [...(input.itemTagsSelected ?? [])],
    bookmarks: [],
    seriesHideFromContinueListening: [],
  }
  return ctx.store.users.save(user)
}

export function createRootUser(ctx: ServerContext, username: string, password: string, id?: string) {
  return createUser(ctx, { id, username, password, type: 'root', isActive: true })
}
