import type { Http } from '../http'
import type {
  AuthSettings,
  BackupsResponse,
  CustomMetadataProviderRecord,
  EmailSettings,
  EmailSettingsResponse,
  EreaderDevice,
  LoggerData,
  NotificationSettings,
  NotificationsResponse,
  OpenIdConfig,
  ServerSettingsResponse,
} from '../types'
import { seg } from './path'

/** base64 of a tag or genre name, as their DELETE paths take them. */
const base64 = (text: string) => btoa(String.fromCodePoint(...new TextEncoder().encode(text)))

export type NotificationInput = Partial<
  Pick<
    NotificationSettings['notifications'][number],
    'libraryId' | 'eventName' | 'urls' | 'titleTemplate' | 'bodyTemplate' | 'enabled' | 'type'
  >
>

/** The admin areas of the config pages: server settings, backups, log, notifications, e-mail, sign-in, tools. */
export function adminApi(http: Http) {
  return {
    sortingPrefixes: (sortingPrefixes: string[]) =>
      http.patch<ServerSettingsResponse & { rowsUpdated: number }>('/api/sorting-prefixes', {
        sortingPrefixes,
      }),
    purgeCache: () => http.post<string>('/api/cache/purge', undefined, { response: 'text' }),
    purgeItemsCache: () => http.post<string>('/api/cache/items/purge', undefined, { response: 'text' }),

    backups: (signal?: AbortSignal) => http.get<BackupsResponse>('/api/backups', { signal }),
    createBackup: () => http.post<BackupsResponse>('/api/backups'),
    uploadBackup: (file: Blob, name: string) => {
      const form = new FormData()
      form.append('file', file, name)
      return http.post<BackupsResponse>('/api/backups/upload', form)
    },
    removeBackup: (id: string) => http.delete<BackupsResponse>(`/api/backups/${seg(id)}`),
    /** The server answers once the database is replaced, then tells every client `backup_applied`. */
    applyBackup: (id: string) =>
      http.get<string>(`/api/backups/${seg(id)}/apply`, { response: 'text', timeoutMs: 120_000 }),
    backupPath: (path: string) => http.patch<string>('/api/backups/path', { path }, { response: 'text' }),

    loggerData: (signal?: AbortSignal) => http.get<LoggerData>('/api/logger-data', { signal }),

    notifications: (signal?: AbortSignal) =>
      http.get<NotificationsResponse>('/api/notifications', { signal }),
    updateNotificationSettings: (changes: {
      appriseApiUrl: string | null
      maxFailedAttempts: number
      maxNotificationQueue: number
    }) => http.patch<string>('/api/notifications', changes, { response: 'text' }),
    createNotification: (notification: NotificationInput) =>
      http.post<NotificationSettings>('/api/notifications', notification),
    updateNotification: (id: string, notification: NotificationInput) =>
      http.patch<NotificationSettings>(`/api/notifications/${seg(id)}`, { ...notification, id }),
    removeNotification: (id: string) => http.delete<NotificationSettings>(`/api/notifications/${seg(id)}`),
    testNotification: (id: string) =>
      http.get<string>(`/api/notifications/${seg(id)}/test`, { response: 'text' }),
    /** Fires the onTest event (failing on purpose with `fail`). */
    fireTestEvent: (fail = false) =>
      http.get<string>('/api/notifications/test', { query: { fail: fail ? 1 : 0 }, response: 'text' }),

    emailSettings: (signal?: AbortSignal) =>
      http.get<EmailSettingsResponse>('/api/emails/settings', { signal }),
    updateEmailSettings: (changes: Partial<Omit<EmailSettings, 'id' | 'ereaderDevices'>>) =>
      http.patch<EmailSettingsResponse>('/api/emails/settings', changes),
    sendTestEmail: () =>
      http.post<string>('/api/emails/test', undefined, { response: 'text', timeoutMs: 60_000 }),
    /** Replaces the server's whole device list. */
    updateEreaderDevices: (ereaderDevices: EreaderDevice[]) =>
      http.post<{ ereaderDevices: EreaderDevice[] }>('/api/emails/ereader-devices', { ereaderDevices }),
    sendEbookToDevice: (libraryItemId: string, deviceName: string) =>
      http.post<string>(
        '/api/emails/send-ebook-to-device',
        { libraryItemId, deviceName },
        { response: 'text', timeoutMs: 60_000 },
      ),

    authSettings: (signal?: AbortSignal) => http.get<AuthSettings>('/api/auth-settings', { signal }),
    updateAuthSettings: (changes: Partial<AuthSettings>) =>
      http.patch<{ serverSettings: Record<string, unknown>; updated: boolean }>(
        '/api/auth-settings',
        changes,
      ),
    openIdConfig: (issuer: string) => http.get<OpenIdConfig>('/auth/openid/config', { query: { issuer } }),

    tags: (signal?: AbortSignal) => http.get<{ tags: string[] }>('/api/tags', { signal }),
    renameTag: (tag: string, newTag: string) =>
      http.post<{ tagMerged: boolean; numItemsUpdated: number }>('/api/tags/rename', { tag, newTag }),
    removeTag: (tag: string) =>
      http.delete<{ numItemsUpdated: number }>(`/api/tags/${encodeURIComponent(base64(tag))}`),
    genres: (signal?: AbortSignal) => http.get<{ genres: string[] }>('/api/genres', { signal }),
    renameGenre: (genre: string, newGenre: string) =>
      http.post<{ genreMerged: boolean; numItemsUpdated: number }>('/api/genres/rename', { genre, newGenre }),
    removeGenre: (genre: string) =>
      http.delete<{ numItemsUpdated: number }>(`/api/genres/${encodeURIComponent(base64(genre))}`),

    customProviders: (signal?: AbortSignal) =>
      http.get<{ providers: CustomMetadataProviderRecord[] }>('/api/custom-metadata-providers', { signal }),
    createCustomProvider: (provider: {
      name: string
      url: string
      mediaType: string
      authHeaderValue: string
    }) => http.post<{ provider: CustomMetadataProviderRecord }>('/api/custom-metadata-providers', provider),
    removeCustomProvider: (id: string) =>
      http.delete<string>(`/api/custom-metadata-providers/${seg(id)}`, { response: 'text' }),
  }
}
