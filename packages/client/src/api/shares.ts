import type { Http } from '../http'
import type { MediaItemShare, PublicShare } from '../types'
import { seg } from './path'

export interface NewShare {
  slug: string
  /** Epoch ms; 0 = never expires. */
  expiresAt: number
  mediaItemType: 'book' | 'podcastEpisode'
  /** The book's (or episode's) media id, not the library item id. */
  mediaItemId: string
  isDownloadable: boolean
}

export function sharesApi(http: Http) {
  return {
    create: (share: NewShare) => http.post<MediaItemShare>('/api/share/mediaitem', share),
    remove: (id: string) => http.delete<string>(`/api/share/mediaitem/${seg(id)}`, { response: 'text' }),
    /**
     * Opens a public share (no sign-in). The server answers with a playback session and sets the `share_session_id`
     * cookie the track and cover URLs need, so the call carries credentials.
     */
    open: (slug: string, startTime?: number) =>
      http.get<PublicShare>(`/public/share/${seg(slug)}`, {
        auth: false,
        credentials: 'include',
        query: { t: startTime },
      }),
    saveProgress: (slug: string, currentTime: number) =>
      http.patch<string>(
        `/public/share/${seg(slug)}/progress`,
        { currentTime },
        { auth: false, credentials: 'include', response: 'text' },
      ),
  }
}
