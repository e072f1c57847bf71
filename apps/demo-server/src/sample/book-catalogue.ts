/**
 * The offline book catalogue quick match searches (no metadata provider is reachable from here). It knows
 * the sample books by title, with the details a provider would add.
 */
export interface CatalogueBook {
  title: string
  description: string
  publisher: string
  publishedYear: string
  isbn: string
  asin: string
  genres: string[]
}

export const bookCatalogue: CatalogueBook[] = [
  {
    title: 'Book One',
    description: 'The first book of Series X, in which a lighthouse keeper finds a map.',
    publisher: 'Harbour Press',
    publishedYear: '2021',
    isbn: '9780000000101',
    asin: 'B0SAMPLE01',
    genres: ['Fiction', 'Adventure'],
  },
  {
    title: 'Book Two',
    description: 'A short mystery told in three parts.',
    publisher: 'Harbour Press',
    publishedYear: '2019',
    isbn: '9780000000118',
    asin: 'B0SAMPLE02',
    genres: ['Mystery'],
  },
  {
    title: 'Book Three',
    description: 'A short story to read and to listen to.',
    publisher: 'Lantern Books',
    publishedYear: '1987',
    isbn: '9780000000125',
    asin: 'B0SAMPLE04',
    genres: ['Fantasy'],
  },
  {
    title: 'The Second Tide',
    description: 'The second book of Series X.',
    publisher: 'Harbour Press',
    publishedYear: '2022',
    isbn: '9780000000132',
    asin: 'B0SAMPLE05',
    genres: ['Fiction', 'Adventure'],
  },
  {
    title: 'Ein stiller Hafen',
    description: 'Gedichte über das Meer.',
    publisher: 'Nordlicht Verlag',
    publishedYear: '1974',
    isbn: '9780000000019',
    asin: 'B0SAMPLE06',
    genres: ['Poetry'],
  },
]

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

export function findCatalogueBook(title: string): CatalogueBook | undefined {
  const wanted = fold(title)
  return bookCatalogue.find((book) => fold(book.title) === wanted)
}
