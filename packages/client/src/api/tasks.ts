import type { Http } from '../http'
import type { TasksResponse } from '../types'

export function tasksApi(http: Http) {
  return {
    /** Running and recent tasks plus the queued metadata-embed items. */
    list: () => http.get<TasksResponse>('/api/tasks', { query: { include: 'queue' } }),
  }
}
