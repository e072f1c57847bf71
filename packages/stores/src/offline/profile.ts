import type { ServerSettings, User } from '@shelfkit/client'
import { readJson, writeJson, writeString } from '../storage'

/**
 * What the app needs to open signed in with no connection: the user (permissions, bookmarks), the server's
 * settings and default library, as last seen, for the server they came from. No tokens: those stay where they are.
 */
export interface OfflineProfile {
  serverUrl: string
  /** The signed-in user without media progress (the session store's CurrentUser). */
  user: Omit<User, 'mediaProgress'>
  serverSettings: ServerSettings | null
  userDefaultLibraryId: string | null
}

export const OFFLINE_PROFILE_KEY = 'shelfkit:offlineProfile'

export function readOfflineProfile(serverUrl: string): OfflineProfile | null {
  const profile = readJson(OFFLINE_PROFILE_KEY) as OfflineProfile | undefined
  return profile && profile.serverUrl === serverUrl && profile.user?.id ? profile : null
}

export const saveOfflineProfile = (profile: OfflineProfile): void => writeJson(OFFLINE_PROFILE_KEY, profile)
export const clearOfflineProfile = (): void => writeString(OFFLINE_PROFILE_KEY, null)
