import { bookCatalogue, type CatalogueBook, fold } from '../sample/book-catalogue'
import { CATALOGUE_COVERS_PATH } from '../sample/catalogue-covers'

/** BookFinder.providers, in its order (what the cover search 'all' asks). */
export const BOOK_PROVIDERS = [
  'google',
  'itunes',
  'openlibrary',
  'fantlab',
  'audiobookcovers',
  'audible',
  'audible.ca',
  'audible.uk',
  'audible.au',
  'audible.fr',
  'audible.de',
  'audible.jp',
  'audible.it',
  'audible.in',
  'audible.es',
] as const

/** The cover search 'best': BookFinder's best providers. */
const BEST_COVER_PROVIDERS = ['google', 'fantlab', 'audible']

const isAsin = (text: string) => /^[A-Z0-9]{10}$/.test(text.toUpperCase())
const slugOf = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The catalogue cover a provider gives for a book, as an absolute address on this server. */
export function catalogueCoverUrl(origin: string, title: string, provider: string): string {
  const ext = provider === 'audiobookcovers' ? 'png' : 'jpg'
  return `${origin}${CATALOGUE_COVERS_PATH}/${slugOf(title)}-${slugOf(provider)}.${ext}`
}

function matches(entry: CatalogueBook, title: string, author: string): boolean {
  const wanted = fold(title)
  const known = fold(entry.title)
  const titleMatches = !!wanted && (known.includes(wanted) || wanted.includes(known))
  return titleMatches && (!author || fold(entry.author).includes(fold(author)))
}

/** What each provider's cleanResult keeps of a book (GoogleBooks, iTunes, OpenLibrary, FantLab, Audible…). */
function resultOf(origin: string, provider: string, entry: CatalogueBook): Record<string, unknown> {
  const cover = catalogueCoverUrl(origin, entry.title, provider)
  const { title, subtitle, author, publisher, publishedYear, description, isbn, genres } = entry
  if (provider === 'audiobookcovers') return { cover }
  if (provider === 'itunes')
    return { id: 1_500_000_000 + entry.isbn.length, title, author, description, publishedYear, genres, cover }
  if (provider === 'openlibrary') return { title, author, publishedYear, cover, covers: [cover], description }
  if (provider === 'fantlab')
    return {
      id: Number(isbn.slice(-4)),
      title,
      subtitle,
      author,
      publisher: null,
      publishedYear,
      description,
      cover,
      genres,
      isbn,
    }
  if (provider.startsWith('audible')) {
    return {
      title,
      subtitle,
      author,
      narrator: entry.narrator,
      publisher,
      publishedYear,
      description,
      cover,
      asin: entry.asin,
      isbn,
      genres: genres.length ? genres : null,
      tags: entry.tags.length ? entry.tags.join(', ') : null,
      series: entry.series.length ? entry.series : null,
      language: entry.language,
      duration: entry.duration,
      region: provider === 'audible' ? 'us' : provider.slice('audible.'.length),
      rating: '4.5',
      abridged: entry.abridged,
    }
  }
  return {
    id: `demo-${slugOf(title)}`,
    title,
    subtitle,
    author,
    publisher,
    publishedYear,
    description,
    cover,
    genres,
    isbn,
  }
}

/**
 * BookFinder.search over the offline catalogue: Audible providers look an ASIN up; the others match the title
 * (either containing the other, accents and case aside) and the author when given, falling back to the title
 * alone as the real finder's fuzzy searches do.
 */
export function searchBooks(origin: string, provider: string, title: string, author: string) {
  if (!title) return []
  let found: CatalogueBook[]
  if (provider.startsWith('audible') && isAsin(title))
    found = bookCatalogue.filter((entry) => entry.asin === title.toUpperCase())
  else {
    found = bookCatalogue.filter((entry) => matches(entry, title, author))
    if (!found.length && author) found = bookCatalogue.filter((entry) => matches(entry, title, ''))
  }
  return found.map((entry) => resultOf(origin, provider, entry))
}

/** BookFinder.findCovers: the covers of every result, without repeats; 'best' and 'all' ask several providers. */
export function findCovers(origin: string, provider: string, title: string, author: string): string[] {
  const providers =
    provider === 'all' ? [...BOOK_PROVIDERS] : provider === 'best' ? BEST_COVER_PROVIDERS : [provider]
  const covers = providers.flatMap((name) =>
    searchBooks(origin, name, title, author).flatMap((result) => [
      ...((result.covers as string[] | undefined) ?? []),
      ...(result.cover ? [result.cover as string] : []),
    ]),
  )
  return [...new Set(covers)]
}
