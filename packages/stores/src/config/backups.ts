import { params } from '@nanostores/i18n'
import { adminApi, type BackupsResponse, errorMessage, isApiError, urls } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource } from '../resource'
import { $serverUrl, getClient } from '../session'
import { showToast } from '../toasts'
import { updateServerSettings } from './server-settings'

export const backupMessages = storeMessages('config.backups', {
  loadFailed: 'Failed to load backups',
  created: 'Backup created',
  createFailed: 'Failed to create backup',
  uploaded: 'Backup uploaded',
  uploadFailed: 'Failed to upload backup',
  removed: 'Backup deleted',
  removeFailed: 'Failed to delete backup',
  restoreFailed: 'Failed to restore backup',
  restoring: 'Restoring the backup: the server restarts and this page reloads by itself',
  invalidKeep: 'Invalid number of backups to keep',
  invalidSize: 'Invalid maximum backup size',
  pathEmpty: 'Backup location path cannot be empty',
  pathUpdated: params('Backups are now kept in {path}'),
  pathFailed: 'Failed to update',
})

/** The backups, their folder and whether an environment variable fixes it (config area, admins). */
export const configBackups = shared('config.backups', () =>
  createResource<BackupsResponse>(
    (client, signal) => client.area(adminApi).backups(signal),
    'Failed to load backups',
  ),
)

/** Create, upload and delete answer the list without the location: keep the location already shown. */
function showBackups(backups: BackupsResponse['backups']): void {
  const current = configBackups.$state.get().data
  configBackups.set({ ...current, backups })
}

export async function createBackup(): Promise<boolean> {
  const messages = backupMessages.get()
  try {
    showBackups((await getClient().area(adminApi).createBackup()).backups)
    showToast({ type: 'success', message: messages.created })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.createFailed) })
    return false
  }
}

/** Uploads a `.audiobookshelf` file; a file that is not a backup gets the server's reason. */
export async function uploadBackup(file: Blob, name: string): Promise<boolean> {
  const messages = backupMessages.get()
  try {
    showBackups((await getClient().area(adminApi).uploadBackup(file, name)).backups)
    showToast({ type: 'success', message: messages.uploaded })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.uploadFailed) })
    return false
  }
}

export async function removeBackup(id: string): Promise<boolean> {
  const messages = backupMessages.get()
  try {
    showBackups((await getClient().area(adminApi).removeBackup(id)).backups)
    showToast({ type: 'success', message: messages.removed })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.removeFailed) })
    return false
  }
}

/** Where the browser downloads a backup from (the token in the query, as downloads cannot send headers). */
export function backupDownloadHref(id: string): string {
  return urls.backupDownloadUrl($serverUrl.get(), id, getClient().http.tokens.get().accessToken ?? '')
}

/** 'restoring' from the moment a restore is asked for until the page reloads. */
export const $backupRestore = shared('config.backupRestore', () => atom<'idle' | 'restoring'>('idle'))

const SERVER_POLL_MS = 1000

/**
 * After a restore the server starts again on the restored database (and tells every client `backup_applied`):
 * wait until it answers, then reload the page so nothing from before the restore stays on screen.
 */
export async function reloadWhenServerIsBack(
  reload: () => void = () => globalThis.location?.reload(),
  pollMs = SERVER_POLL_MS,
): Promise<void> {
  // /status is public and, unlike /ping, forwarded by same-origin app servers too.
  const status = getClient().http.url('/status')
  for (;;) {
    try {
      const answer = await fetch(status, { cache: 'no-store' })
      if (answer.ok && answer.headers.get('content-type')?.includes('json')) break
    } catch {
      // Still restarting.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  reload()
}

/**
 * Restores a backup. The server answers, restarts and tells every client; if the connection drops before the answer
 * (the server restarting during the restore) the restore goes on all the same. A refusal (not a database backup)
 * shows the server's reason and nothing changes.
 */
export async function restoreBackup(id: string, reload?: () => void): Promise<boolean> {
  $backupRestore.set('restoring')
  showToast({ type: 'info', message: backupMessages.get().restoring, timeoutMs: null, key: 'backup-restore' })
  try {
    await getClient().area(adminApi).applyBackup(id)
  } catch (error) {
    const restarting = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
    if (!restarting) {
      $backupRestore.set('idle')
      showToast({
        type: 'error',
        message: errorMessage(error, backupMessages.get().restoreFailed),
        key: 'backup-restore',
      })
      return false
    }
  }
  await reloadWhenServerIsBack(reload)
  return true
}

export interface BackupSettingsInput {
  enabled: boolean
  /** The cron expression scheduled backups run on. */
  schedule: string
  backupsToKeep: number
  /** Gigabytes; 0 means no limit. */
  maxBackupSize: number
}

/** The official page's rules: 1 to 99 backups kept, a size of 0 or more. */
export function backupSettingsProblem(
  input: Pick<BackupSettingsInput, 'backupsToKeep' | 'maxBackupSize'>,
): { field: 'maxBackupSize' | 'backupsToKeep'; message: string } | null {
  const messages = backupMessages.get()
  if (Number.isNaN(input.maxBackupSize) || input.maxBackupSize < 0) {
    return { field: 'maxBackupSize', message: messages.invalidSize }
  }
  const keep = input.backupsToKeep
  if (Number.isNaN(keep) || !Number.isInteger(keep) || keep <= 0 || keep > 99) {
    return { field: 'backupsToKeep', message: messages.invalidKeep }
  }
  return null
}

export async function saveBackupSettings(input: BackupSettingsInput): Promise<boolean> {
  const problem = backupSettingsProblem(input)
  if (problem) {
    showToast({ type: 'error', message: problem.message })
    return false
  }
  return updateServerSettings({
    backupSchedule: input.enabled ? input.schedule : false,
    backupsToKeep: input.backupsToKeep,
    maxBackupSize: input.maxBackupSize,
  })
}

/** PATCH /api/backups/path, then the list of the new folder. */
export async function saveBackupPath(path: string): Promise<boolean> {
  const messages = backupMessages.get()
  const clean = path.trim()
  if (!clean) {
    showToast({ type: 'error', message: messages.pathEmpty })
    return false
  }
  try {
    await getClient().area(adminApi).backupPath(clean)
    const loaded = await configBackups.load()
    showToast({ type: 'success', message: messages.pathUpdated({ path: loaded?.backupLocation ?? clean }) })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.pathFailed) })
    return false
  }
}
