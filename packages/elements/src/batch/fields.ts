import type { BatchDraft, BatchListField, DetailsDraft } from '@shelfkit/stores'

export const LIST_LABELS: Record<BatchListField, string> = {
  authors: 'Authors',
  narrators: 'Narrators',
  series: 'Series',
  genres: 'Genres',
  tags: 'Tags',
}

export const TEXT_LABELS = {
  title: 'Title',
  subtitle: 'Subtitle',
  publisher: 'Publisher',
  publishedYear: 'Publish Year',
  language: 'Language',
} satisfies Partial<Record<keyof BatchDraft, string>>

export const FLAG_LABELS = { explicit: 'Explicit', abridged: 'Abridged' } as const

/** The edit modal's Details tab: fields the batch page does not show. */
export const DETAIL_TEXT_LABELS = {
  isbn: 'ISBN',
  asin: 'ASIN',
  feedUrl: 'RSS Feed URL',
  releaseDate: 'Release Date',
} satisfies Partial<Record<keyof DetailsDraft, string>>

/**
 * The text fields the official forms trim when they are left (spec 02 §2 "Text inputs can trim whitespace on
 * blur"): book details in the edit modal, the batch items and the batch's map details; podcast details.
 */
export const TRIMMED_FIELDS: Record<'book' | 'podcast', ReadonlySet<string>> = {
  book: new Set(['title', 'subtitle', 'publisher', 'publishedYear', 'language', 'isbn', 'asin']),
  podcast: new Set(['title', 'feedUrl', 'releaseDate']),
}
