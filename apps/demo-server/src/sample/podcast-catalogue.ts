/**
 * The offline podcast directory `GET /api/search/podcast` searches (the real server asks iTunes, which is not
 * reachable from here). Each podcast has a generated RSS feed served by the demo server itself.
 */
export interface CataloguePodcast {
  /** iTunes collection id. */
  id: number
  artistId: number
  slug: string
  title: string
  artistName: string
  description: string
  genres: string[]
  explicit: boolean
  episodes: { title: string; description: string; durationSeconds: number }[]
}

const shows: [string, string, string[], string][] = [
  ['Harbour News Daily', 'Harbour Radio', ['News', 'Daily News'], 'The day’s news from the harbour town'],
  ['The Lantern Hour', 'Lantern Books', ['Arts', 'Books'], 'Readings and conversations about books'],
  ['Quiet Science', 'Ada Fielding', ['Science'], 'Slow explanations of fast ideas'],
  ['Kitchen Table Stories', 'Mara Quill', ['Fiction', 'Drama'], 'Short stories read at the kitchen table'],
  ['Morning Markets', 'Harbour Radio', ['Business', 'News'], 'What moved the markets overnight'],
  ['History Under Glass', 'Tom Archer', ['History'], 'One museum object per episode'],
  [
    'Small Engines',
    'Workshop Collective',
    ['Technology'],
    'Repairing things that still have a few years in them',
  ],
  ['Field Notes on Birds', 'Ada Fielding', ['Science', 'Nature'], 'Birdsong recorded on early walks'],
]

export const podcastCatalogue: CataloguePodcast[] = shows.map(
  ([title, artistName, genres, tagline], index) => ({
    id: 1_700_000_001 + index,
    artistId: 1_600_000_001 + (artistName.length % 5),
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    title,
    artistName,
    description: `${tagline}. A podcast of the demo server’s offline directory.`,
    genres: ['Podcasts', ...genres],
    explicit: false,
    episodes: [1, 2, 3].map((number) => ({
      title: `${title}: episode ${number}`,
      description: `Episode ${number} of ${title}.`,
      durationSeconds: 600 + number * 120 + index * 30,
    })),
  }),
)

export const cataloguePodcastBySlug = (slug: string) => podcastCatalogue.find((p) => p.slug === slug)

/** Podcasts whose title, artist or genres contain one of the term's words (of three letters or more). */
export function searchPodcastCatalogue(term: string): CataloguePodcast[] {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []
  return podcastCatalogue.filter((podcast) => {
    const text = [podcast.title, podcast.artistName, ...podcast.genres].join(' ').toLowerCase()
    return words.some((word) => text.includes(word))
  })
}
