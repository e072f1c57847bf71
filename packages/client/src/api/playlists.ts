import type { Http } from '../http'
import type { Playlist } from '../types'
import { seg } from './path'

export interface PlaylistEntry {
  libraryItemId: string
  episodeId?: string | null
}

export interface NewPlaylist {
  libraryId: string
  name: string
  description?: string
  items: PlaylistEntry[]
}

export function playlistsApi(http: Http) {
  const base = (id: string) => `/api/playlists/${seg(id)}`
  return {
    all: () => http.get<{ playlists: Playlist[] }>('/api/playlists'),
    get: (id: string) => http.get<Playlist>(base(id)),
    create: (playlist: NewPlaylist) => http.post<Playlist>('/api/playlists', playlist),
    update: (id: string, changes: { name?: string; description?: string; items?: PlaylistEntry[] }) =>
      http.patch<Playlist>(base(id), changes),
    remove: (id: string) => http.delete<string>(base(id), { response: 'text' }),
    addItem: (id: string, entry: PlaylistEntry) => http.post<Playlist>(`${base(id)}/item`, entry),
    removeItem: (id: string, libraryItemId: string, episodeId?: string | null) =>
      http.delete<Playlist>(`${base(id)}/item/${seg(libraryItemId)}${episodeId ? `/${seg(episodeId)}` : ''}`),
    batchAdd: (id: string, items: PlaylistEntry[]) => http.post<Playlist>(`${base(id)}/batch/add`, { items }),
    batchRemove: (id: string, items: PlaylistEntry[]) =>
      http.post<Playlist>(`${base(id)}/batch/remove`, { items }),
  }
}
