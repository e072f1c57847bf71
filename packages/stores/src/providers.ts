import type { CustomMetadataProvider } from '@shelfkit/client'

/** A metadata provider as a picker offers it: the value the server expects and the name people know. */
export interface MetadataProvider {
  value: string
  label: string
}

/** Book metadata providers (spec 01 §3): Google, Open Library, iTunes, Audible and its regions, FantLab. */
export const BOOK_METADATA_PROVIDERS: readonly MetadataProvider[] = [
  { value: 'google', label: 'Google Books' },
  { value: 'openlibrary', label: 'Open Library' },
  { value: 'itunes', label: 'iTunes' },
  { value: 'audible', label: 'Audible.com' },
  { value: 'audible.ca', label: 'Audible.ca' },
  { value: 'audible.uk', label: 'Audible.co.uk' },
  { value: 'audible.au', label: 'Audible.com.au' },
  { value: 'audible.fr', label: 'Audible.fr' },
  { value: 'audible.de', label: 'Audible.de' },
  { value: 'audible.jp', label: 'Audible.co.jp' },
  { value: 'audible.it', label: 'Audible.it' },
  { value: 'audible.in', label: 'Audible.co.in' },
  { value: 'audible.es', label: 'Audible.es' },
  { value: 'fantlab', label: 'FantLab.ru' },
]

export const PODCAST_METADATA_PROVIDERS: readonly MetadataProvider[] = [{ value: 'itunes', label: 'iTunes' }]

export const COVER_ONLY_PROVIDERS: readonly MetadataProvider[] = [
  { value: 'audiobookcovers', label: 'AudiobookCovers.com' },
]

/** The providers for a media type, followed by the server's custom providers for that media type. */
export function metadataProvidersFor(
  mediaType: 'book' | 'podcast',
  custom: readonly Pick<CustomMetadataProvider, 'slug' | 'name' | 'mediaType'>[] = [],
): MetadataProvider[] {
  const own = custom
    .filter((provider) => provider.mediaType === mediaType)
    .map(({ slug, name }) => ({ value: slug, label: name }))
  return [...(mediaType === 'podcast' ? PODCAST_METADATA_PROVIDERS : BOOK_METADATA_PROVIDERS), ...own]
}
