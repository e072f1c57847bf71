import { type BatchDraft, type DetailsDraft, i18n } from '@shelfkit/stores'

/** The labels of the metadata fields the batch edit page and the item edit modal's Details tab share. */
export const fieldLabels = i18n('batch.edit.fields', {
  authors: 'Authors',
  narrators: 'Narrators',
  series: 'Series',
  genres: 'Genres',
  tags: 'Tags',
  title: 'Title',
  subtitle: 'Subtitle',
  publisher: 'Publisher',
  publishedYear: 'Publish Year',
  language: 'Language',
  explicit: 'Explicit',
  abridged: 'Abridged',
  isbn: 'ISBN',
  asin: 'ASIN',
  feedUrl: 'RSS Feed URL',
  releaseDate: 'Release Date',
  author: 'Author',
  seriesWithSequence: 'Series (Name #sequence)',
})

export const TEXT_FIELDS = [
  'title',
  'subtitle',
  'publisher',
  'publishedYear',
  'language',
] as const satisfies readonly (keyof BatchDraft)[]

export const FLAG_FIELDS = ['explicit', 'abridged'] as const satisfies readonly (keyof BatchDraft)[]

/** The edit modal's Details tab: fields the batch page does not show. */
export const DETAIL_TEXT_FIELDS = [
  'isbn',
  'asin',
  'feedUrl',
  'releaseDate',
] as const satisfies readonly (keyof DetailsDraft)[]

/**
 * The text fields the official forms trim when they are left (spec 02 §2 "Text inputs can trim whitespace on
 * blur"): book details in the edit modal, the batch items and the batch's map details; podcast details.
 */
export const TRIMMED_FIELDS: Record<'book' | 'podcast', ReadonlySet<string>> = {
  book: new Set(['title', 'subtitle', 'publisher', 'publishedYear', 'language', 'isbn', 'asin']),
  podcast: new Set(['title', 'feedUrl', 'releaseDate']),
}
