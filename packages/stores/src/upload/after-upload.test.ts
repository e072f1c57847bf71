import type { User } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $user, getClient } from '../session'
import { $toasts, dismissToast } from '../toasts'
import { afterUploadAction, announceUploaded } from './after-upload'

const library = (disableWatcher: boolean) => ({ id: 'lib', settings: { disableWatcher } }) as never
const user = (type: User['type']) => ({ type, permissions: {}, librariesAccessible: [] }) as never

afterEach(() => {
  vi.restoreAllMocks()
  $user.set(null)
  for (const toast of $toasts.get()) dismissToast(toast.id)
})

describe('after an upload (the server adds items through its folder watcher only)', () => {
  it('leaves it to the watcher when it is on for the library and the server', () => {
    expect(afterUploadAction(library(false), { scannerDisableWatcher: false }, user('user'))).toBe('watcher')
    expect(afterUploadAction(library(false), null, user('admin'))).toBe('watcher')
  })

  it('scans for an admin where the watcher is off, and tells anyone else to wait for the next scan', () => {
    expect(afterUploadAction(library(true), { scannerDisableWatcher: false }, user('admin'))).toBe('scan')
    expect(afterUploadAction(library(false), { scannerDisableWatcher: true }, user('root'))).toBe('scan')
    expect(afterUploadAction(library(true), { scannerDisableWatcher: false }, user('user'))).toBe('next-scan')
  })

  it('a user who may not scan is told the items come with the next scan, and no scan is asked for', async () => {
    $user.set(user('user'))
    const scan = vi.spyOn(getClient().libraries, 'scan')
    expect(await announceUploaded(library(true))).toBe('next-scan')
    expect(scan).not.toHaveBeenCalled()
    expect($toasts.get().at(-1)).toMatchObject({
      type: 'info',
      message: 'Uploaded. The items appear in the library after the server’s next scan',
    })
  })
})
