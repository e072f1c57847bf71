/**
 * The offline book catalogue the metadata providers search (no provider is reachable from here). It knows the
 * sample books by title, with what a provider would add; each provider answers with its own part of a record.
 */
export interface CatalogueBook {
  title: string
  subtitle: string | null
  author: string
  narrator: string | null
  description: string
  publisher: string
  publishedYear: string
  isbn: string
  asin: string
  genres: string[]
  tags: string[]
  series: { series: string; sequence: string }[]
  language: string
  /** Minutes, as Audible gives it. */
  duration: number
  abridged: boolean
}

const book = (
  entry: Pick<
    CatalogueBook,
    'title' | 'author' | 'description' | 'publisher' | 'publishedYear' | 'isbn' | 'asin'
  > &
    Partial<CatalogueBook>,
): CatalogueBook => ({
  subtitle: null,
  narrator: null,
  genres: [],
  tags: [],
  series: [],
  language: 'English',
  duration: 0,
  abridged: false,
  ...entry,
})

export const bookCatalogue: CatalogueBook[] = [
  book({
    title: 'Book One',
    subtitle: 'A Lighthouse Story',
    author: 'Author A',
    narrator: 'Narrator N',
    description: 'The first book of Series X, in which a lighthouse keeper finds a map.',
    publisher: 'Harbour Press',
    publishedYear: '2021',
    isbn: '9780000000101',
    asin: 'B0SAMPLE01',
    genres: ['Fiction', 'Adventure'],
    tags: ['Sea'],
    series: [{ series: 'Series X', sequence: '1' }],
    duration: 1.5,
  }),
  book({
    title: 'Book Two',
    author: 'Author B',
    narrator: 'Narrator M',
    description: 'A short mystery told in three parts.',
    publisher: 'Harbour Press',
    publishedYear: '2019',
    isbn: '9780000000118',
    asin: 'B0SAMPLE02',
    genres: ['Mystery'],
    duration: 0.5,
  }),
  book({
    title: 'Book Three',
    author: 'Author A',
    description: 'A short story to read and to listen to.',
    publisher: 'Lantern Books',
    publishedYear: '1987',
    isbn: '9780000000125',
    asin: 'B0SAMPLE04',
    genres: ['Fantasy'],
    duration: 0.2,
  }),
  book({
    title: 'The Second Tide',
    author: 'Author A',
    narrator: 'Narrator N',
    description: 'The second book of Series X.',
    publisher: 'Harbour Press',
    publishedYear: '2022',
    isbn: '9780000000132',
    asin: 'B0SAMPLE05',
    genres: ['Fiction', 'Adventure'],
    series: [{ series: 'Series X', sequence: '2' }],
    duration: 0.2,
  }),
  book({
    title: 'The Third Lantern',
    subtitle: 'A Series X Novel',
    author: 'Author A, Author E',
    narrator: 'Narrator N, Narrator O',
    description: 'The third book of Series X.',
    publisher: 'Harbour Press',
    publishedYear: '2023',
    isbn: '9780000000149',
    asin: 'B0SAMPLE03',
    genres: ['Fiction', 'Adventure'],
    series: [{ series: 'Series X', sequence: '3' }],
    duration: 0.4,
    abridged: true,
  }),
  book({
    title: 'Ein stiller Hafen',
    subtitle: 'Gedichte',
    author: 'Author E',
    narrator: 'Narrator P',
    description: 'Gedichte über das Meer.',
    publisher: 'Nordlicht Verlag',
    publishedYear: '1974',
    isbn: '9780000000019',
    asin: 'B0SAMPLE06',
    genres: ['Poetry'],
    language: 'German',
    duration: 0.2,
  }),
]

/** Lower case without accents or surrounding space: how titles and names are compared. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

export function findCatalogueBook(title: string): CatalogueBook | undefined {
  const wanted = fold(title)
  return bookCatalogue.find((entry) => fold(entry.title) === wanted)
}
