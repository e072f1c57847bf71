import type { User } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import {
  canAccessExplicit,
  canAccessLibrary,
  canDelete,
  canDownload,
  canUpdate,
  canUpload,
  isAdminOrUp,
} from './permissions'

function user(
  type: User['type'],
  permissions: Partial<User['permissions']> = {},
  librariesAccessible: string[] = [],
) {
  return {
    type,
    permissions: {
      download: false,
      update: false,
      delete: false,
      upload: false,
      accessAllLibraries: false,
      accessAllTags: true,
      accessExplicitContent: false,
      ...permissions,
    },
    librariesAccessible,
  } as unknown as User
}

describe('roles and permissions (spec 01 §5, §6)', () => {
  it('§6 admin or up means admin or root', () => {
    expect(isAdminOrUp(user('root'))).toBe(true)
    expect(isAdminOrUp(user('admin'))).toBe(true)
    expect(isAdminOrUp(user('user'))).toBe(false)
    expect(isAdminOrUp(user('guest'))).toBe(false)
    expect(isAdminOrUp(null)).toBe(false)
  })

  it('§6 each permission flag gates its own action', () => {
    const editor = user('user', { update: true, download: true })
    expect(canUpdate(editor)).toBe(true)
    expect(canDownload(editor)).toBe(true)
    expect(canDelete(editor)).toBe(false)
    expect(canUpload(editor)).toBe(false)
    expect(canAccessExplicit(editor)).toBe(false)
    expect(canUpload(user('user', { upload: true }))).toBe(true)
    expect(canDelete(user('user', { delete: true }))).toBe(true)
    expect(canAccessExplicit(user('user', { accessExplicitContent: true }))).toBe(true)
    expect(canUpdate(null)).toBe(false)
  })

  it('§5 library access: all libraries, or the id is in librariesAccessible', () => {
    expect(canAccessLibrary(user('user', { accessAllLibraries: true }), 'any')).toBe(true)
    const limited = user('user', {}, ['lib-a'])
    expect(canAccessLibrary(limited, 'lib-a')).toBe(true)
    expect(canAccessLibrary(limited, 'lib-b')).toBe(false)
    expect(canAccessLibrary(null, 'lib-a')).toBe(false)
  })
})
