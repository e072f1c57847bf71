import type { Http } from '../http'
import type { LibraryItem, PlaybackSession } from '../types'
import { seg } from './path'

/** What a player sends when it opens a playback session. */
export interface PlayRequest {
  deviceInfo: { clientName: string; deviceId: string; clientVersion?: string }
  /** MIME types this player can decode: the server direct-plays only when every track is in the list. */
  supportedMimeTypes: string[]
  mediaPlayer: 'html5' | 'chromecast'
  forceTranscode: boolean
  /** True when casting: the receiver fetches the files itself. */
  forceDirectPlay: boolean
}

export interface QuickMatchOptions {
  provider: string
  overrideDetails: boolean
  overrideCover: boolean
}

/** A chapter as `POST /api/items/{id}/chapters` takes it (ids are given by the server). */
export interface ChapterInput {
  start: number
  end: number
  title: string
}

/** One audio file of `PATCH /api/items/{id}/tracks`, in the new order. */
export interface TrackOrderEntry {
  ino: string
  exclude: boolean
  index?: number
  filename?: string
}

export function itemsApi(http: Http) {
  const base = (id: string) => `/api/items/${seg(id)}`
  return {
    /** The full (expanded) item, with optional relations such as progress, rssfeed, share, downloads. */
    get: (id: string, include?: readonly string[], signal?: AbortSignal) =>
      http.get<LibraryItem>(base(id), { query: { expanded: 1, include }, signal }),
    play: (id: string, body: PlayRequest, episodeId?: string | null) =>
      http.post<PlaybackSession>(episodeId ? `${base(id)}/play/${seg(episodeId)}` : `${base(id)}/play`, body),
    batchGet: async (libraryItemIds: string[]) =>
      (await http.post<{ libraryItems: LibraryItem[] }>('/api/items/batch/get', { libraryItemIds }))
        .libraryItems,
    batchScan: (libraryItemIds: string[]) =>
      http.post<string>('/api/items/batch/scan', { libraryItemIds }, { response: 'text' }),
    /** hard=true also deletes the files from the server's disk. */
    batchDelete: (libraryItemIds: string[], hard: boolean) =>
      http.post<string>(
        '/api/items/batch/delete',
        { libraryItemIds },
        { query: { hard: hard ? 1 : 0 }, response: 'text' },
      ),
    batchQuickMatch: (libraryItemIds: string[], options: QuickMatchOptions) =>
      http.post<string>('/api/items/batch/quickmatch', { options, libraryItemIds }, { response: 'text' }),
    batchUpdate: (updates: { id: string; mediaPayload: Record<string, unknown> }[]) =>
      http.post<{ success: boolean; updates: number }>('/api/items/batch/update', updates),
    /** Queues metadata embedding for the items (admin). */
    batchEmbedMetadata: (libraryItemIds: string[]) =>
      http.post<string>('/api/tools/batch/embed-metadata', { libraryItemIds }, { response: 'text' }),
    updateMedia: (id: string, media: Record<string, unknown>) =>
      http.patch<{ updated: boolean; libraryItem: LibraryItem }>(`${base(id)}/media`, media),
    /**
     * An e-book's bytes: the item's main e-book, or the e-book file `ino`. Needs the bearer token (a 401 refreshes
     * it as any call does), so readers fetch through here instead of pointing at the URL.
     */
    ebook: (id: string, ino?: string | null, signal?: AbortSignal) =>
      http.get<Blob>(ino ? `${base(id)}/ebook/${seg(ino)}` : `${base(id)}/ebook`, {
        response: 'blob',
        signal,
      }),
    /** An image file as the cover (`cover`, multipart); upload permission. */
    uploadCover: (id: string, file: Blob, filename: string) => {
      const form = new FormData()
      form.set('cover', file, filename)
      return http.post<{ success: boolean; cover: string }>(`${base(id)}/cover`, form)
    },
    /** The server downloads the cover from an http(s) address; upload permission. */
    setCoverFromUrl: (id: string, url: string, timeoutMs?: number) =>
      http.post<{ success: boolean; cover: string }>(`${base(id)}/cover`, { url }, { timeoutMs }),
    /** A file already on the server's disk (one of the item's images) as the cover. */
    useCoverFile: (id: string, path: string) =>
      http.patch<{ success: boolean; cover: string }>(`${base(id)}/cover`, { cover: path }),
    removeCover: (id: string) => http.delete<string>(`${base(id)}/cover`, { response: 'text' }),
    saveChapters: (id: string, chapters: readonly ChapterInput[]) =>
      http.post<{ success: boolean; updated: boolean }>(`${base(id)}/chapters`, { chapters }),
    /** The audio files in their new order, the excluded ones left out of playback. */
    saveTrackOrder: (id: string, orderedFileData: readonly TrackOrderEntry[]) =>
      http.patch<LibraryItem>(`${base(id)}/tracks`, { orderedFileData }),
    /** Deletes a file of the item from the server's disk (delete permission). */
    deleteFile: (id: string, ino: string) =>
      http.delete<string>(`${base(id)}/file/${seg(ino)}`, { response: 'text' }),
    /** Makes a supplementary e-book the main one, or the main one supplementary. */
    toggleEbookStatus: (id: string, ino: string) =>
      http.patch<string>(`${base(id)}/ebook/${seg(ino)}/status`, undefined, { response: 'text' }),
    scan: (id: string) => http.post<{ result: string }>(`${base(id)}/scan`),
    remove: (id: string, hard: boolean) =>
      http.delete<string>(base(id), { query: { hard: hard ? 1 : 0 }, response: 'text' }),
  }
}
