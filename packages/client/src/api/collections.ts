import type { Http } from '../http'
import type { Collection, Playlist } from '../types'
import { seg } from './path'

export interface NewCollection {
  libraryId: string
  name: string
  description?: string
  books: string[]
}

export function collectionsApi(http: Http) {
  const base = (id: string) => `/api/collections/${seg(id)}`
  return {
    all: () => http.get<{ collections: Collection[] }>('/api/collections'),
    get: (id: string, include?: readonly string[]) => http.get<Collection>(base(id), { query: { include } }),
    create: (collection: NewCollection) => http.post<Collection>('/api/collections', collection),
    update: (id: string, changes: { name?: string; description?: string; books?: string[] }) =>
      http.patch<Collection>(base(id), changes),
    remove: (id: string) => http.delete<string>(base(id), { response: 'text' }),
    addBook: (id: string, libraryItemId: string) =>
      http.post<Collection>(`${base(id)}/book`, { id: libraryItemId }),
    removeBook: (id: string, libraryItemId: string) =>
      http.delete<Collection>(`${base(id)}/book/${seg(libraryItemId)}`),
    batchAdd: (id: string, books: string[]) => http.post<Collection>(`${base(id)}/batch/add`, { books }),
    batchRemove: (id: string, books: string[]) =>
      http.post<Collection>(`${base(id)}/batch/remove`, { books }),
    /** Makes a playlist of the signed-in user from the collection's books. */
    toPlaylist: (id: string) => http.post<Playlist>(`/api/playlists/collection/${seg(id)}`),
  }
}
