import type { Http } from '../http'
import type { Author } from '../types'
import { seg } from './path'

export interface AuthorUpdate {
  name?: string
  asin?: string | null
  description?: string | null
}

export function authorsApi(http: Http) {
  const base = (id: string) => `/api/authors/${seg(id)}`
  return {
    /** The author with their books and series (`include=items,series`). */
    get: (id: string, include: readonly string[] = ['items', 'series']) =>
      http.get<Author>(base(id), { query: { include } }),
    update: (id: string, changes: AuthorUpdate) =>
      http.patch<{ author: Author; updated?: boolean; merged?: boolean }>(base(id), changes),
    remove: (id: string) => http.delete<string>(base(id), { response: 'text' }),
    setImageFromUrl: (id: string, url: string) => http.post<{ author: Author }>(`${base(id)}/image`, { url }),
    removeImage: (id: string) => http.delete<{ author: Author }>(`${base(id)}/image`),
    match: (id: string, query: { asin?: string; q?: string; region?: string }) =>
      http.post<{ updated: boolean; author: Author }>(`${base(id)}/match`, query),
  }
}
