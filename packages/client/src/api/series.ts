import type { Http } from '../http'
import type { Series } from '../types'
import { seg } from './path'

export function seriesApi(http: Http) {
  return {
    get: (id: string, include: readonly string[] = ['progress', 'rssfeed']) =>
      http.get<Series>(`/api/series/${seg(id)}`, { query: { include } }),
    update: (id: string, changes: { name?: string; description?: string | null }) =>
      http.patch<Series>(`/api/series/${seg(id)}`, changes),
  }
}
