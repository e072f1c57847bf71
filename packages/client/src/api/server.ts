import type { Http } from '../http'
import type {
  ApiKeysResponse,
  CreatedApiKeyResponse,
  FileSystemResponse,
  ListeningSessionsPage,
  ListeningStats,
  ServerSettings,
  ServerSettingsResponse,
  UserDetail,
  UserResponse,
  UsersResponse,
} from '../types'
import { seg } from './path'

/** Config areas shown as the server answers them, by config section, with the official client's endpoint. */
export const ADMIN_AREA_PATHS = {
  email: '/api/emails/settings',
  authentication: '/api/auth-settings',
  'item-metadata-utils': '/api/tags',
} as const
export type AdminArea = keyof typeof ADMIN_AREA_PATHS

/** Admin areas of the server: settings, users, API keys, file system. */
export function serverApi(http: Http) {
  return {
    /** There is no GET for settings: they arrive with login, authorize and refresh. */
    updateSettings: (changes: Partial<ServerSettings>) =>
      http.patch<ServerSettingsResponse>('/api/settings', changes),
    users: () => http.get<UsersResponse>('/api/users'),
    /** One user with their saved progress. */
    user: (id: string, signal?: AbortSignal) => http.get<UserDetail>(`/api/users/${seg(id)}`, { signal }),
    userListeningSessions: (id: string, query: { page?: number; itemsPerPage?: number } = {}) =>
      http.get<ListeningSessionsPage>(`/api/users/${seg(id)}/listening-sessions`, { query }),
    userListeningStats: (id: string) => http.get<ListeningStats>(`/api/users/${seg(id)}/listening-stats`),
    createUser: (user: Record<string, unknown>) => http.post<UserResponse>('/api/users', user),
    updateUser: (id: string, changes: Record<string, unknown>) =>
      http.patch<UserResponse>(`/api/users/${seg(id)}`, changes),
    removeUser: (id: string) => http.delete<unknown>(`/api/users/${seg(id)}`),
    apiKeys: () => http.get<ApiKeysResponse>('/api/api-keys'),
    createApiKey: (key: { name: string; userId: string; expiresIn?: number; isActive: boolean }) =>
      http.post<CreatedApiKeyResponse>('/api/api-keys', key),
    removeApiKey: (id: string) => http.delete<string>(`/api/api-keys/${seg(id)}`, { response: 'text' }),
    /** One config area's data as the server sends it (its shape differs between areas and versions). */
    adminArea: (area: AdminArea, signal?: AbortSignal) =>
      http.get<Record<string, unknown>>(ADMIN_AREA_PATHS[area], { signal }),
    /** 200 when the server's scheduler accepts the cron expression, else 400 with its reason. */
    validateCron: (expression: string) =>
      http.post<string>('/api/validate-cron', { expression }, { response: 'text' }),
    /** Folders on the server's disk (library folder picker). */
    fileSystem: (path?: string, level?: number) =>
      http.get<FileSystemResponse>('/api/filesystem', { query: { path, level } }),
  }
}
