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
