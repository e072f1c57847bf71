import { count } from '@nanostores/i18n'
import { adminApi, errorMessage, type ServerSettings } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { $serverSettings, getClient } from '../session'
import { showToast } from '../toasts'

/** Spec 02 §5 catalogue and the official settings page's toasts. */
export const serverSettingsMessages = storeMessages('config.serverSettings', {
  unknownError: 'Unknown error',
  prefixesEmpty: 'Must have at least 1 sorting prefix',
  prefixesUpdated: count({
    one: 'Sorting prefixes updated: {count} item or series',
    other: 'Sorting prefixes updated: {count} items or series',
  }),
  prefixesFailed: 'Failed to update',
  invalidUrl: 'Invalid URL',
  invalidUrls: 'One or more URLs are invalid',
  cachePurged: 'Cache purged!',
  cachePurgeFailed: 'Failed to purge cache',
})

/** 'Invalid URL' for an origin a browser could not send (the official client's `new URL` check), else null. */
export function originProblem(origin: string): string | null {
  try {
    new URL(origin.trim().toLowerCase())
    return null
  } catch {
    return serverSettingsMessages.get().invalidUrl
  }
}

/** Origins as the server stores them (trimmed, lower case), split into the valid and the invalid ones. */
export function sortOrigins(origins: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid: string[] = []
  const invalid: string[] = []
  for (const raw of origins) {
    const origin = raw.trim().toLowerCase()
    if (!origin) continue
    ;(originProblem(origin) ? invalid : valid).push(origin)
  }
  return { valid, invalid }
}

/** Sorting prefixes as the server keeps them: trimmed, lower case, each once. */
export function cleanPrefixes(prefixes: readonly string[]): string[] {
  return [...new Set(prefixes.map((prefix) => prefix.trim().toLowerCase()).filter(Boolean))]
}

/**
 * PATCH /api/settings with the changed fields; the answer's settings replace the app's (every view follows). A
 * refusal shows the server's text, else 'Unknown error' (spec 02 §8), and the settings stay as they were.
 */
export async function updateServerSettings(changes: Partial<ServerSettings>): Promise<boolean> {
  try {
    const { serverSettings } = await getClient().server.updateSettings(changes)
    $serverSettings.set(serverSettings)
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, serverSettingsMessages.get().unknownError) })
    return false
  }
}

/**
 * Saves the allowed CORS origins: the valid ones are saved; any invalid one is dropped with 'One or more URLs are
 * invalid', as the official page does. Answers the saved list, or null when the save failed.
 */
export async function saveAllowedOrigins(origins: readonly string[]): Promise<string[] | null> {
  const { valid, invalid } = sortOrigins(origins)
  if (invalid.length) showToast({ type: 'error', message: serverSettingsMessages.get().invalidUrls })
  return (await updateServerSettings({ allowedOrigins: valid })) ? valid : null
}

/** PATCH /api/sorting-prefixes; at least one prefix is needed. */
export async function saveSortingPrefixes(prefixes: readonly string[]): Promise<boolean> {
  const messages = serverSettingsMessages.get()
  const clean = cleanPrefixes(prefixes)
  if (!clean.length) {
    showToast({ type: 'error', message: messages.prefixesEmpty })
    return false
  }
  try {
    const { serverSettings, rowsUpdated } = await getClient().area(adminApi).sortingPrefixes(clean)
    $serverSettings.set(serverSettings)
    showToast({ type: 'success', message: messages.prefixesUpdated(rowsUpdated) })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.prefixesFailed) })
    return false
  }
}

/** POST /api/cache/purge (everything) or /api/cache/items/purge (item images only). */
export async function purgeCache(which: 'all' | 'items'): Promise<boolean> {
  const messages = serverSettingsMessages.get()
  try {
    await (which === 'all'
      ? getClient().area(adminApi).purgeCache()
      : getClient().area(adminApi).purgeItemsCache())
    showToast({ type: 'success', message: messages.cachePurged })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.cachePurgeFailed) })
    return false
  }
}
