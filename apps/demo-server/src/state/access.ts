import type { LibraryItemRecord, UserPermissions, UserRecord, UserType } from './types'

export const isAdminOrUp = (user: UserRecord): boolean => user.type === 'root' || user.type === 'admin'

export const can = (user: UserRecord, permission: 'download' | 'update' | 'delete' | 'upload'): boolean =>
  user.isActive && user.permissions[permission]

/** What a change to an entity needs, as ABS's entity middlewares check it: DELETE delete, PATCH and POST update. */
export function permissionForMethod(method: string): 'delete' | 'update' | null {
  if (method === 'DELETE') return 'delete'
  return method === 'PATCH' || method === 'POST' ? 'update' : null
}

export function defaultPermissions(type: UserType): UserPermissions {
  const elevated = type === 'root' || type === 'admin'
  return {
    download: true,
    update: elevated,
    delete: type === 'root',
    upload: elevated,
    createEreader: elevated,
    accessAllLibraries: true,
    accessAllTags: true,
    accessExplicitContent: elevated,
    selectedTagsNotAccessible: false,
  }
}

export function canAccessLibrary(user: UserRecord, libraryId: string): boolean {
  return user.permissions.accessAllLibraries || user.librariesAccessible.includes(libraryId)
}

function canAccessTags(user: UserRecord, tags: string[]): boolean {
  if (user.permissions.accessAllTags) return true
  if (user.permissions.selectedTagsNotAccessible) {
    return tags.every((tag) => !user.itemTagsSelected.includes(tag))
  }
  return tags.some((tag) => user.itemTagsSelected.includes(tag))
}

export function isExplicit(item: LibraryItemRecord): boolean {
  return item.media.metadata.explicit
}

export function canAccessItem(user: UserRecord, item: LibraryItemRecord): boolean {
  if (!canAccessLibrary(user, item.libraryId)) return false
  if (isExplicit(item) && !(user.isActive && user.permissions.accessExplicitContent)) return false
  return canAccessTags(user, item.media.tags)
}

/** Whether the user sees every item of the library, whatever its tags or explicit flag (no per-item checks). */
export function canAccessEveryItem(user: UserRecord, libraryId: string): boolean {
  return (
    canAccessLibrary(user, libraryId) &&
    user.permissions.accessAllTags &&
    user.isActive &&
    user.permissions.accessExplicitContent
  )
}

/** The first library (in display order) the user may open, as the login payload reports it. */
export function defaultLibraryId(user: UserRecord, libraryIdsInOrder: string[]): string | null {
  return libraryIdsInOrder.find((id) => canAccessLibrary(user, id)) ?? null
}
