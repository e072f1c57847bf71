import type { Http } from '../http'
import type { ApiKey, FileSystemResponse, ServerSettings, User } from '../types'
import { seg } from './path'

/** Admin areas of the server: settings, users, API keys, file system. */
export function serverApi(http: Http) {
  return {
    /** There is no GET for settings: they arrive with login, authorize and refresh. */
    updateSettings: (changes: Partial<ServerSettings>) =>
      http.patch<{ success: boolean; serverSettings: ServerSettings }>('/api/settings', changes),
    users: () => http.get<{ users: User[] }>('/api/users'),
    createUser: (user: Record<string, unknown>) => http.post<{ user: User }>('/api/users', user),
    updateUser: (id: string, changes: Record<string, unknown>) =>
      http.patch<{ user: User }>(`/api/users/${seg(id)}`, changes),
    removeUser: (id: string) => http.delete<unknown>(`/api/users/${seg(id)}`),
    apiKeys: () => http.get<{ apiKeys: ApiKey[] }>('/api/api-keys'),
    createApiKey: (key: { name: string; userId: string; expiresIn?: number; isActive: boolean }) =>
      http.post<{ apiKey: ApiKey & { apiKey: string } }>('/api/api-keys', key),
    removeApiKey: (id: string) => http.delete<unknown>(`/api/api-keys/${seg(id)}`),
    /** Folders on the server's disk (library folder picker). */
    fileSystem: (path?: string, level?: number) =>
      http.get<FileSystemResponse>('/api/filesystem', { query: { path, level } }),
  }
}
