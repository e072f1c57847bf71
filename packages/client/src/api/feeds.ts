import type { Http } from '../http'
import type { OpenFeedResponse, RssFeedsResponse } from '../types'
import { seg } from './path'

export type FeedEntityType = 'item' | 'collection' | 'series'

export interface OpenFeedRequest {
  serverAddress: string
  slug: string
  metadataDetails: { preventIndexing: boolean; ownerName: string; ownerEmail: string }
}

export function feedsApi(http: Http) {
  return {
    all: () => http.get<RssFeedsResponse>('/api/feeds'),
    open: (entityType: FeedEntityType, entityId: string, request: OpenFeedRequest) =>
      http.post<OpenFeedResponse>(`/api/feeds/${entityType}/${seg(entityId)}/open`, request),
    close: (feedId: string) =>
      http.post<string>(`/api/feeds/${seg(feedId)}/close`, undefined, { response: 'text' }),
  }
}
