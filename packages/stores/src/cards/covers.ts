import { parseServerUrl, urls } from '@shelfkit/client'
import { computed } from 'nanostores'
import { shared } from '../registry'
import { $serverUrl } from '../session'

/** Spec 02 §2 book cover widget: titles longer than this are cut… */
export const COVER_TITLE_MAX = 60
/** …to this many characters plus an ellipsis. */
export const COVER_TITLE_CUT = 57
/** Spec 02 §2: joined author names longer than this are cut… */
export const COVER_AUTHORS_MAX = 30
/** …to this many characters plus an ellipsis. */
export const COVER_AUTHORS_CUT = 27
/** Spec 02 §2: the title shown when an item has none. */
export const NO_TITLE = 'No Title'
/** Spec 01 §8 / 02 §2: what a cover that failed to load shows. */
export const INVALID_COVER_TEXT = 'Invalid Cover'
/** Spec 02 §2: a series card fans out at most this many covers. */
export const SERIES_FAN_COVERS = 10
/** Spec 02 §2: collections with several books show a fan-out of this many tiles. */
export const COLLECTION_FAN_TILES = 4
/** Spec 02 §2: what a collection without books shows. */
export const EMPTY_COLLECTION_TEXT = 'Empty Collection'

/** Spec 02 §2: the cover title, or 'No Title', cut to 57 characters plus '...' when longer than 60. */
export function coverTitle(title: string | null | undefined): string {
  const text = title?.trim() ? title : NO_TITLE
  return text.length > COVER_TITLE_MAX ? `${text.slice(0, COVER_TITLE_CUT)}...` : text
}

/** Spec 02 §2: author names joined with commas, cut to 27 characters plus '...' when longer than 30. */
export function coverAuthors(authors: string | readonly string[] | null | undefined): string {
  const text = typeof authors === 'string' ? authors : (authors ?? []).join(', ')
  return text.length > COVER_AUTHORS_MAX ? `${text.slice(0, COVER_AUTHORS_CUT)}...` : text
}

/** Base of media URLs for the configured server (covers and images are plain `src` URLs). */
export const $mediaBaseUrl = shared('bookshelf.mediaBaseUrl', () =>
  computed($serverUrl, (serverUrl) => {
    try {
      return parseServerUrl(serverUrl).baseUrl
    } catch {
      return ''
    }
  }),
)

/** Cover widths asked of the server come in steps of this many pixels, so its resized-cover cache stays small. */
export const COVER_WIDTH_STEP = 120
/** The widest cover a card asks for (bigger screens get the original only on pages that show it large). */
export const COVER_WIDTH_MAX = 960

/** The server width for a cover shown `cssWidth` pixels wide on a screen of `pixelRatio`: the next step up. */
export function coverRequestWidth(cssWidth: number, pixelRatio = 1): number {
  const wanted = Math.max(1, cssWidth * (pixelRatio > 0 ? pixelRatio : 1))
  return Math.min(COVER_WIDTH_MAX, Math.ceil(wanted / COVER_WIDTH_STEP) * COVER_WIDTH_STEP)
}

/**
 * The cover of an item (spec 01 §5: http(s) paths as they are; no cover path means the placeholder, i.e. null),
 * cache-busted by its updatedAt like the official client. Cards pass the `width` they need (see coverRequestWidth)
 * so a big library does not download full-size covers.
 */
export function itemCoverSrc(
  item: {
    id: string
    updatedAt?: number
    media?: { coverPath?: string | null } | null
  },
  options: { width?: number } = {},
): string | null {
  return urls.coverUrlFor($mediaBaseUrl.get(), item, options.width ? { width: options.width } : {})
}

/** The item's cover as stored (`raw=1`, not resized), or null when it has none: the raw cover preview. */
export function rawCoverSrc(item: {
  id: string
  updatedAt?: number
  media?: { coverPath?: string | null } | null
}) {
  return urls.coverUrlFor($mediaBaseUrl.get(), item, { raw: true })
}

/** An author's picture, or null when the author has none. */
export function authorImageSrc(
  author: { id: string; imagePath: string | null; updatedAt?: number },
  options: { width?: number } = {},
): string | null {
  if (!author.imagePath) return null
  return urls.authorImageUrl($mediaBaseUrl.get(), author.id, {
    updatedAt: author.updatedAt,
    width: options.width,
  })
}
