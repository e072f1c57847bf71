import type { Http } from '../http'

/**
 * One result of `GET /api/search/books`: what the chosen provider knows of a book. Providers fill different
 * fields (Google: no narrator; Audible: narrator, ASIN, series, duration in minutes, region; audiobookcovers.com:
 * only `cover`), so every field may be missing. `genres` is a list; `tags` and `narrator` are comma-separated text.
 */
export interface BookMatch {
  id?: string | number
  title?: string
  subtitle?: string | null
  author?: string | null
  narrator?: string | null
  publisher?: string | null
  publishedYear?: string | null
  /** Sanitised HTML. */
  description?: string | null
  descriptionPlain?: string | null
  cover?: string | null
  covers?: string[]
  isbn?: string | null
  asin?: string | null
  genres?: string[] | null
  tags?: string | null
  series?: { series: string; sequence?: string | null }[] | null
  language?: string | null
  /** Minutes. */
  duration?: number | null
  region?: string | null
  explicit?: boolean
  abridged?: boolean
  /** Audible providers: 0 to 1. */
  matchConfidence?: number | null
}

/** A chapter as Audnexus gives it (`GET /api/search/chapters`): times in ms, with the branding inside. */
export interface ChapterLookupChapter {
  title: string
  startOffsetMs: number
  startOffsetSec: number
  lengthMs: number
}

export interface ChapterLookup {
  asin: string
  region?: string
  brandIntroDurationMs: number
  brandOutroDurationMs: number
  chapters: ChapterLookupChapter[]
  isAccurate?: boolean
  runtimeLengthMs: number
  runtimeLengthSec: number
}

/** What `GET /api/search/chapters` answers (with status 200) when it has no chapters. */
export interface ChapterLookupRefusal {
  error: string
  stringKey: string
}

export interface CoverSearch {
  provider: string
  title: string
  author?: string
  podcast?: boolean
}

/** The server's metadata searches (SearchController). */
export function searchApi(http: Http) {
  return {
    /** Results of one provider (`custom-…` for the server's custom providers). */
    books: (
      query: { provider: string; title: string; author?: string; id?: string },
      options: { signal?: AbortSignal; timeoutMs?: number } = {},
    ) =>
      http.get<BookMatch[]>('/api/search/books', {
        query: {
          provider: query.provider,
          fallbackTitleOnly: 1,
          title: query.title,
          author: query.author || undefined,
          id: query.id,
        },
        ...options,
      }),
    /** Cover addresses of a provider's results ('best' and 'all' ask several). */
    covers: (search: CoverSearch, options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
      http.get<{ results: string[] | null }>('/api/search/covers', {
        query: {
          provider: search.provider,
          title: search.title,
          author: search.author || undefined,
          podcast: search.podcast ? 1 : undefined,
        },
        ...options,
      }),
    chapters: (asin: string, region: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
      http.get<ChapterLookup | ChapterLookupRefusal>('/api/search/chapters', {
        query: { asin, region },
        ...options,
      }),
  }
}
