import * as v from 'valibot'
import { serverObject } from './common'
import { AudioBookmarkSchema, MediaProgressSchema } from './progress'
import { PlaybackSessionSchema } from './session'

export const UserTypeSchema = v.picklist(['root', 'admin', 'user', 'guest'])
export type UserType = v.InferOutput<typeof UserTypeSchema>

export const UserPermissionsSchema = serverObject({
  download: v.boolean(),
  update: v.boolean(),
  delete: v.boolean(),
  upload: v.boolean(),
  createEreader: v.boolean(),
  accessAllLibraries: v.boolean(),
  accessAllTags: v.boolean(),
  accessExplicitContent: v.boolean(),
  /** With `accessAllTags` off: true = `itemTagsSelected` are the tags NOT accessible. */
  selectedTagsNotAccessible: v.boolean(),
})
export type UserPermissions = v.InferOutput<typeof UserPermissionsSchema>

const userAccountEntries = {
  id: v.string(),
  username: v.string(),
  email: v.nullable(v.string()),
  type: UserTypeSchema,
  /** The legacy non-expiring token; still accepted as Bearer. Empty for root in some admin lists. */
  token: v.string(),
  /** Present (true) when the request was authenticated with the legacy token. */
  isOldToken: v.optional(v.boolean()),
  /** Series ids hidden from the continue-series shelf. */
  seriesHideFromContinueListening: v.array(v.string()),
  isActive: v.boolean(),
  isLocked: v.boolean(),
  lastSeen: v.nullable(v.number()),
  createdAt: v.number(),
  permissions: UserPermissionsSchema,
  /** Library ids the user may open when `permissions.accessAllLibraries` is off. */
  librariesAccessible: v.array(v.string()),
  /** Tags the user may (or, see `selectedTagsNotAccessible`, may not) see. */
  itemTagsSelected: v.array(v.string()),
  hasOpenIDLink: v.boolean(),
}

/** A user account without progress and bookmarks: `GET /api/users`. */
export const UserAccountSchema = serverObject(userAccountEntries)
export type UserAccount = v.InferOutput<typeof UserAccountSchema>

/** A user with progress and bookmarks: `GET /api/me`, the login payload, `user_updated`. */
export const UserSchema = serverObject({
  ...userAccountEntries,
  mediaProgress: v.array(MediaProgressSchema),
  bookmarks: v.array(AudioBookmarkSchema),
})
export type User = v.InferOutput<typeof UserSchema>

/** A saved progress as `GET /api/users/{id}` lists it: with the book's or episode's title and cover. */
export const UserDetailProgressSchema = serverObject({
  ...MediaProgressSchema.entries,
  displayTitle: v.optional(v.string()),
  /** Episodes: the podcast's title. */
  displaySubtitle: v.optional(v.string()),
  coverPath: v.optional(v.nullable(v.string())),
  mediaUpdatedAt: v.optional(v.number()),
})
export type UserDetailProgress = v.InferOutput<typeof UserDetailProgressSchema>

/** `GET /api/users/{id}` (admin): the account with its saved progress. */
export const UserDetailSchema = serverObject({
  ...userAccountEntries,
  mediaProgress: v.array(UserDetailProgressSchema),
})
export type UserDetail = v.InferOutput<typeof UserDetailSchema>

/** `GET /api/users` (admin). */
export const UsersResponseSchema = serverObject({ users: v.array(UserAccountSchema) })
export type UsersResponse = v.InferOutput<typeof UsersResponseSchema>

/** `POST /api/users` and `PATCH /api/users/{id}` (admin). */
export const UserResponseSchema = serverObject({ user: UserSchema })
export type UserResponse = v.InferOutput<typeof UserResponseSchema>

/** A user as other admins see them online: socket `init.usersOnline`, `user_online`, `user_stream_update`. */
export const OnlineUserSchema = serverObject({
  id: v.string(),
  username: v.string(),
  type: UserTypeSchema,
  /** The session they are playing now (without its item), null when none. */
  session: v.nullable(PlaybackSessionSchema),
  lastSeen: v.nullable(v.number()),
  createdAt: v.number(),
  /** `init.usersOnline` only: number of open sockets of the user. */
  connections: v.optional(v.number()),
})
export type OnlineUser = v.InferOutput<typeof OnlineUserSchema>

/** An e-reader the server can e-mail books to. */
export const EreaderDeviceSchema = serverObject({
  name: v.string(),
  email: v.string(),
  /** Who may use it: `adminOrUp`, `userOrUp`, `guestOrUp` or `specificUsers`. */
  availabilityOption: v.optional(v.picklist(['adminOrUp', 'userOrUp', 'guestOrUp', 'specificUsers'])),
  /** User ids, with `specificUsers`. */
  users: v.optional(v.array(v.string())),
})
export type EreaderDevice = v.InferOutput<typeof EreaderDeviceSchema>
