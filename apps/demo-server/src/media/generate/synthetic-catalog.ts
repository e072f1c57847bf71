import { sampleParagraphs } from './prose'
import type { BookSidecar } from './sidecar'

/**
 * Deterministic metadata for synthetic book number `index`: the same index always yields the same book, so
 * growing a library keeps the books it already has. Values are spread so that filters and sorts (authors,
 * series, genres, tags, narrators, languages, years, durations) have something to work on at any size.
 */
export interface SyntheticBook {
  /** `Author/[Series/]Title` below the books library root. */
  folder: string
  metadata: BookSidecar
  /** Which of the shared audio files this book uses. */
  audioVariant: number
  /** Which of the shared covers this book uses, or null for none. */
  coverVariant: number | null
}

export const SYNTHETIC_AUDIO_SECONDS = [5, 8, 13, 21, 34, 55]
export const SYNTHETIC_COVER_COUNT = 12

// Every template uses both words, so each (template, adjective, noun) triple is a distinct title.
const TITLE_TEMPLATES = [
  'The {adj} {noun}',
  '{noun} of the {adj} Sea',
  'A {adj} {noun}',
  'The Keeper of the {adj} {noun}',
  'Beyond the {adj} {noun}',
  'Letters from the {adj} {noun}',
  'The Last {adj} {noun}',
  'Return to the {adj} {noun}',
]
const ADJECTIVES = [
  'Silent',
  'Hidden',
  'Golden',
  'Broken',
  'Distant',
  'Northern',
  'Forgotten',
  'Crimson',
  'Quiet',
  'Wandering',
  'Frozen',
  'Burning',
  'Secret',
  'Endless',
  'Hollow',
  'Iron',
  'Silver',
  'Emerald',
  'Midnight',
  'Bright',
  'Fallen',
  'Lost',
  'Painted',
  'Restless',
  'Scarlet',
  'Shattered',
  'Sleeping',
  'Stolen',
  'Summer',
  'Winter',
  'Velvet',
  'Wild',
  'Amber',
  'Ashen',
  'Bitter',
  'Copper',
  'Drifting',
  'Electric',
  'Fading',
  'Glass',
  'Hungry',
  'Ivory',
  'Lonely',
  'Marble',
  'Paper',
  'Rising',
  'Salt',
  'Shadow',
  'Twilight',
  'Western',
]
const NOUNS = [
  'Harbor',
  'Lantern',
  'Garden',
  'River',
  'Orchard',
  'Tower',
  'Compass',
  'Mirror',
  'Island',
  'Bridge',
  'Archive',
  'Meadow',
  'Citadel',
  'Forest',
  'Valley',
  'Kingdom',
  'Station',
  'Library',
  'Lighthouse',
  'Market',
  'Mountain',
  'Observatory',
  'Palace',
  'Quarry',
  'Railway',
  'Sanctuary',
  'Theatre',
  'Village',
  'Workshop',
  'Canal',
  'Cathedral',
  'Desert',
  'Embassy',
  'Fountain',
  'Glacier',
  'Hotel',
  'Inn',
  'Jungle',
  'Kitchen',
  'Labyrinth',
  'Monastery',
  'Nursery',
  'Ocean',
  'Prairie',
  'Reef',
  'Shipyard',
  'Tavern',
  'Vineyard',
  'Winery',
  'Academy',
  'Bakery',
  'Chapel',
  'Dockyard',
  'Estate',
  'Ferry',
  'Gallery',
  'Harvest',
  'Circus',
  'Junction',
  'Kiln',
]
const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Clara',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kira',
  'Lars',
  'Mira',
  'Nico',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tala',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yara',
  'Zane',
  'Amara',
  'Basil',
  'Cora',
  'Dario',
  'Edith',
  'Felix',
  'Gemma',
  'Hugo',
  'Ilse',
  'Jasper',
  'Lena',
  'Milo',
  'Nora',
  'Otto',
]
const LAST_NAMES = [
  'Abbott',
  'Bergström',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fontaine',
  'García',
  'Holt',
  'Ivanova',
  'Jansen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quist',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ueda',
  'Varga',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zimmermann',
  'Alvarez',
  'Brennan',
  'Costa',
  'Delacroix',
  'Esposito',
  'Fischer',
  'Gallagher',
  'Hansen',
  'Iversen',
  'Jovanovic',
  'Keller',
  'Laurent',
  'Marsh',
  'Novak',
  'Olsen',
  'Pereira',
  'Quinlan',
  'Reyes',
  'Sato',
  'Torres',
  'Underwood',
  'Vogel',
  'Whitaker',
  'Young',
]
const SERIES_WORDS = [
  'Tides',
  'Crowns',
  'Embers',
  'Stars',
  'Roads',
  'Winds',
  'Keys',
  'Rivers',
  'Gates',
  'Storms',
]
const SERIES_FORMS = [
  'The {word} Cycle',
  'Chronicles of {word}',
  'The {word} Trilogy',
  'Tales of {word}',
  '{word} Saga',
]
const GENRES = [
  'Fantasy',
  'Science Fiction',
  'Mystery',
  'Thriller',
  'Romance',
  'Historical Fiction',
  'Horror',
  'Biography',
  'History',
  'Science',
  'Self-Help',
  'Poetry',
  'Travel',
  'Philosophy',
  "Children's",
  'Humor',
]
const TAGS = [
  'Award Winner',
  'Bestseller',
  'Classic',
  'Debut',
  'Dramatized',
  'Full Cast',
  'Short Stories',
  'Book Club',
  'Translated',
  'Unabridged Edition',
  'Staff Pick',
  'New Release',
  'Epic',
  'Cozy',
]
const LANGUAGES: [string, number][] = [
  ['English', 0.58],
  ['German', 0.1],
  ['French', 0.1],
  ['Spanish', 0.08],
  ['Italian', 0.05],
  ['Dutch', 0.04],
  ['Japanese', 0.03],
  ['Swedish', 0.02],
]
const PUBLISHERS = [
  'Harbour Press',
  'Lantern House',
  'Northwind Books',
  'Quill & Ink',
  'Meridian',
  'Blue Door Audio',
  'Cobalt',
  'Fernwood',
  'Greystone',
  'Orchard Lane',
]
const BOOKS_PER_GROUP = 5
const AUTHOR_POOL = FIRST_NAMES.length * LAST_NAMES.length
const TITLE_POOL = TITLE_TEMPLATES.length * ADJECTIVES.length * NOUNS.length
const SERIES_POOL = SERIES_WORDS.length * SERIES_FORMS.length * ADJECTIVES.length
// Primes coprime with the pool sizes: multiplying by them permutes the pool, so names never repeat.
const TITLE_STRIDE = 7919
const SERIES_STRIDE = 104729

export function syntheticBook(index: number): SyntheticBook {
  // Books come in groups of five by one author; about two groups in five form a series of five.
  const group = Math.floor(index / BOOKS_PER_GROUP)
  const position = index % BOOKS_PER_GROUP
  const author = authorName(group)
  const series = unit(group, 1) < 0.4 ? seriesName(group) : null
  const title = titleOf(index)
  const year = 1900 + Math.floor(126 * Math.sqrt(unit(index, 2)))
  const hasDate = unit(index, 3) < 0.3
  const narratorCount = unit(index, 4) < 0.15 ? 2 : 1
  const metadata: BookSidecar = {
    title,
    subtitle: unit(index, 5) < 0.2 ? `${pick(GENRES, index, 6)} Edition` : null,
    authors: unit(index, 7) < 0.08 ? [author, authorName(group + 7)] : [author],
    narrators: Array.from({ length: narratorCount }, (_, n) => authorName(group * 3 + n + 5000)),
    series: series ? [`${series} #${position + 1}`] : [],
    genres: unique([pick(GENRES, group, 8), ...(unit(index, 9) < 0.5 ? [pick(GENRES, index, 10)] : [])]),
    tags: unique(
      Array.from({ length: Math.floor(unit(index, 11) * 4) }, (_, n) => pick(TAGS, index, 12 + n)),
    ),
    publishedYear: String(year),
    publishedDate: hasDate
      ? `${year}-${pad(1 + Math.floor(unit(index, 16) * 12))}-${pad(1 + Math.floor(unit(index, 17) * 28))}`
      : null,
    publisher: pick(PUBLISHERS, index, 18),
    description: sampleParagraphs(index, 1)[0],
    isbn: unit(index, 19) < 0.4 ? isbn13(index) : null,
    asin: unit(index, 20) < 0.3 ? `B0${(index + 1679616).toString(36).toUpperCase().padStart(8, '0')}` : null,
    language: weighted(LANGUAGES, unit(group, 21)),
    explicit: unit(index, 22) < 0.08,
    abridged: unit(index, 23) < 0.1,
  }
  return {
    folder: series ? `${author}/${series}/${title}` : `${author}/${title}`,
    metadata,
    audioVariant: Math.floor(unit(index, 24) * SYNTHETIC_AUDIO_SECONDS.length),
    coverVariant: index % 9 === 4 ? null : Math.floor(unit(index, 25) * SYNTHETIC_COVER_COUNT),
  }
}

function titleOf(index: number): string {
  const slot = (index * TITLE_STRIDE) % TITLE_POOL
  const template = TITLE_TEMPLATES[slot % TITLE_TEMPLATES.length]
  const adjective = ADJECTIVES[Math.floor(slot / TITLE_TEMPLATES.length) % ADJECTIVES.length]
  const noun = NOUNS[Math.floor(slot / (TITLE_TEMPLATES.length * ADJECTIVES.length))]
  const base = template.replace('{adj}', adjective).replace('{noun}', noun)
  const round = Math.floor(index / TITLE_POOL)
  return round === 0 ? base : `${base}, Volume ${round + 1}`
}

function seriesName(group: number): string {
  const slot = (group * SERIES_STRIDE) % SERIES_POOL
  const word = SERIES_WORDS[slot % SERIES_WORDS.length]
  const form = SERIES_FORMS[Math.floor(slot / SERIES_WORDS.length) % SERIES_FORMS.length]
  const adjective = ADJECTIVES[Math.floor(slot / (SERIES_WORDS.length * SERIES_FORMS.length))]
  const base = form.replace('{word}', `${adjective} ${word}`)
  const round = Math.floor(group / SERIES_POOL)
  return round === 0 ? base : `${base} ${round + 1}`
}

/** Authors are skewed: a few write many books, most write a handful. */
function authorName(seed: number): string {
  const slot = Math.floor(AUTHOR_POOL * unit(seed, 26) ** 2)
  return `${FIRST_NAMES[slot % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(slot / FIRST_NAMES.length)]}`
}

function isbn13(index: number): string {
  const digits = `978${String(100000000 + index).padStart(9, '0')}`
  const sum = [...digits].reduce(
    (total, digit, position) => total + Number(digit) * (position % 2 ? 3 : 1),
    0,
  )
  return `${digits}${(10 - (sum % 10)) % 10}`
}

function pick<T>(list: readonly T[], seed: number, salt: number): T {
  return list[Math.floor(unit(seed, salt) * list.length)]
}

function weighted(options: [string, number][], value: number): string {
  let remaining = value
  for (const [option, weight] of options) {
    remaining -= weight
    if (remaining < 0) return option
  }
  return options[0][0]
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

/** A well-mixed pseudo-random number in [0, 1) from (seed, salt). */
function unit(seed: number, salt: number): number {
  let x = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(salt + 1, 0xc2b2ae35)) | 0
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d)
  x ^= x >>> 15
  x = Math.imul(x, 0x846ca68b)
  x ^= x >>> 16
  return (x >>> 0) / 4294967296
}
