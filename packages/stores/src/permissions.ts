import type { User } from '@shelfkit/client'

type MaybeUser = Pick<User, 'type' | 'permissions' | 'librariesAccessible'> | null | undefined

export function isRoot(user: MaybeUser): boolean {
  return user?.type === 'root'
}

/** Admins and root see the settings link and the batch context menu (spec 01 §6). */
export function isAdminOrUp(user: MaybeUser): boolean {
  return user?.type === 'admin' || user?.type === 'root'
}

export function canUpdate(user: MaybeUser): boolean {
  return !!user?.permissions?.update
}

export function canDelete(user: MaybeUser): boolean {
  return !!user?.permissions?.delete
}

export function canDownload(user: MaybeUser): boolean {
  return !!user?.permissions?.download
}

export function canUpload(user: MaybeUser): boolean {
  return !!user?.permissions?.upload
}

export function canAccessAllLibraries(user: MaybeUser): boolean {
  return !!user?.permissions?.accessAllLibraries
}

export function canAccessExplicit(user: MaybeUser): boolean {
  return !!user?.permissions?.accessExplicitContent
}

/** Spec 01 §5: allowed when the user may access all libraries or the id is in their accessible list. */
export function canAccessLibrary(user: MaybeUser, libraryId: string): boolean {
  if (!user) return false
  if (canAccessAllLibraries(user)) return true
  return (user.librariesAccessible ?? []).includes(libraryId)
}
