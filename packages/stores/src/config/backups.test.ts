import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoServer, startDemoServer } from '../../../../test-support/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  $backupRestore,
  backupDownloadHref,
  backupSettingsProblem,
  configBackups,
  createBackup,
  removeBackup,
  restoreBackup,
  saveBackupPath,
  saveBackupSettings,
  uploadBackup,
} from './backups'

const lastToast = () => $toasts.get().at(-1)
const BOOKS = '55b0484f-0774-4eed-b98c-a5bc27f99e87'

describe('backup settings rules (spec 02 §5)', () => {
  it('keeps 1 to 99 backups and a size of 0 (no limit) or more', () => {
    expect(backupSettingsProblem({ backupsToKeep: 2, maxBackupSize: 0 })).toBeNull()
    expect(backupSettingsProblem({ backupsToKeep: 0, maxBackupSize: 1 })?.message).toBe(
      'Invalid number of backups to keep',
    )
    expect(backupSettingsProblem({ backupsToKeep: 100, maxBackupSize: 1 })?.field).toBe('backupsToKeep')
    expect(backupSettingsProblem({ backupsToKeep: Number.NaN, maxBackupSize: 1 })?.field).toBe(
      'backupsToKeep',
    )
    expect(backupSettingsProblem({ backupsToKeep: 2, maxBackupSize: -1 })?.message).toBe(
      'Invalid maximum backup size',
    )
  })
})

// Restores restart the server: this file has a demo server of its own.
describe('backups against a server', () => {
  let server: DemoServer
  beforeAll(async () => {
    server = await startDemoServer()
    configureServer(server.url, 'header')
    await signIn('root', 'root')
  }, 120_000)
  afterAll(async () => {
    await signOut().catch(() => {})
    await server?.stop()
  })

  it('creates a backup, downloads it, and refuses a file that is not a backup in the server’s words', async () => {
    await configBackups.load()
    expect(await createBackup()).toBe(true)
    expect(lastToast()).toMatchObject({ type: 'success', message: 'Backup created' })
    const [backup] = configBackups.$state.get().data?.backups ?? []
    expect(backup?.key).toBe('sqlite')
    expect(configBackups.$state.get().data?.backupLocation).toMatch(/backups$/)

    const download = await fetch(backupDownloadHref(backup!.id))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain(backup!.filename)

    expect(await uploadBackup(new Blob(['hello']), 'hello.audiobookshelf')).toBe(false)
    expect(lastToast()).toMatchObject({
      type: 'error',
      message: 'Failed to read backup file - backup might not be a valid .zip file',
    })
    expect(configBackups.$state.get().data?.backups).toHaveLength(1)
  })

  it('checks the settings and the location before saving them', async () => {
    expect(
      await saveBackupSettings({ enabled: true, schedule: '30 1 * * *', backupsToKeep: 0, maxBackupSize: 1 }),
    ).toBe(false)
    expect(lastToast()?.message).toBe('Invalid number of backups to keep')
    expect(
      await saveBackupSettings({
        enabled: true,
        schedule: '30 1 * * *',
        backupsToKeep: 3,
        maxBackupSize: -2,
      }),
    ).toBe(false)
    expect(lastToast()?.message).toBe('Invalid maximum backup size')
    expect(await saveBackupPath('  ')).toBe(false)
    expect(lastToast()?.message).toBe('Backup location path cannot be empty')
    expect(
      await saveBackupSettings({ enabled: true, schedule: '30 1 * * *', backupsToKeep: 3, maxBackupSize: 0 }),
    ).toBe(true)
    const settings = await getClient().auth.authorize()
    expect(settings.serverSettings).toMatchObject({
      backupSchedule: '30 1 * * *',
      backupsToKeep: 3,
      maxBackupSize: 0,
    })
  })

  it('restores a backup: the server restarts on it and the page reloads once it answers again', async () => {
    const [backup] = configBackups.$state.get().data?.backups ?? []
    await getClient().libraries.update(BOOKS, { name: 'Changed after the backup' })
    let reloaded = 0
    expect(await restoreBackup(backup!.id, () => reloaded++)).toBe(true)
    expect(reloaded).toBe(1)
    expect($backupRestore.get()).toBe('restoring')
    // The restored database knows nothing of the rename (sign in again: the restart ended the old session's socket).
    await signIn('root', 'root')
    expect((await getClient().libraries.get(BOOKS)).name).toBe('Books')
  })

  it('still reloads when the server restarts before answering the restore', async () => {
    await configBackups.load()
    const [backup] = configBackups.$state.get().data?.backups ?? []
    await fetch(`${server.url}/api/demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 3000 }),
    })
    let reloaded = 0
    const restoring = restoreBackup(backup!.id, () => reloaded++)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await server.restart()
    expect(await restoring).toBe(true)
    expect(reloaded).toBe(1)
  })

  it('deletes a backup', async () => {
    await signIn('root', 'root')
    await configBackups.load()
    const [backup] = configBackups.$state.get().data?.backups ?? []
    expect(await removeBackup(backup!.id)).toBe(true)
    expect(configBackups.$state.get().data?.backups).toEqual([])
  })
})
