/**
 * The offline podcast directory `GET /api/search/podcast` searches (the real server asks iTunes, which is not
 * reachable from here). Each podcast has a generated RSS feed, with real generated audio, served by the demo server
 * itself (`routes/podcast-host.ts`).
 */
export interface CatalogueEpisode {
  /** 1 = the oldest; the episode's audio is `<feed>/episode-<number>.mp3`. */
  number: number
  title: string
  description: string
  durationSeconds: number
  /** Epoch ms; null leaves `<pubDate>` out of the feed. */
  publishedAt: number | null
  season: string
  episodeType: 'full' | 'trailer' | 'bonus'
  /** The host cuts the connection after sending half of this episode's audio. */
  failsHalfway?: boolean
}

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
  type: 'episodic' | 'serial'
  /** Newest first, as feeds list them. */
  episodes: CatalogueEpisode[]
}

const DAY_MS = 24 * 60 * 60 * 1000
/** The newest episode of every feed comes out on this date (episodes of a weekly show a week apart). */
export const LATEST_EPISODE = Date.UTC(2025, 5, 2, 6, 0, 0)

interface Show {
  title: string
  artistName: string
  genres: string[]
  tagline: string
  episodes?: number
  /** Days between episodes. */
  every?: number
  /** Episode numbers (1 = oldest) published without a date. */
  undated?: number[]
  /** Episode numbers whose download breaks off half way. */
  broken?: number[]
}

const shows: Show[] = [
  {
    title: 'Harbour News Daily',
    artistName: 'Harbour Radio',
    genres: ['News', 'Daily News'],
    tagline: 'The day’s news from the harbour town',
    episodes: 500,
    every: 1,
  },
  {
    title: 'The Lantern Hour',
    artistName: 'Lantern Books',
    genres: ['Arts', 'Books'],
    tagline: 'Readings and conversations about books',
  },
  {
    title: 'Quiet Science',
    artistName: 'Ada Fielding',
    genres: ['Science'],
    tagline: 'Slow explanations of fast ideas',
  },
  {
    title: 'Kitchen Table Stories',
    artistName: 'Mara Quill',
    genres: ['Fiction', 'Drama'],
    tagline: 'Short stories read at the kitchen table',
    episodes: 5,
    undated: [2, 4],
  },
  {
    title: 'Morning Markets',
    artistName: 'Harbour Radio',
    genres: ['Business', 'News'],
    tagline: 'What moved the markets overnight',
  },
  {
    title: 'History Under Glass',
    artistName: 'Tom Archer',
    genres: ['History'],
    tagline: 'One museum object per episode',
  },
  {
    title: 'Small Engines',
    artistName: 'Workshop Collective',
    genres: ['Technology'],
    tagline: 'Repairing things that still have a few years in them',
  },
  {
    title: 'Field Notes on Birds',
    artistName: 'Ada Fielding',
    genres: ['Science', 'Nature'],
    tagline: 'Birdsong recorded on early walks',
  },
  {
    title: 'Static on the Line',
    artistName: 'Workshop Collective',
    genres: ['Technology'],
    tagline: 'Radio repairs, recorded on a shaky connection',
    episodes: 4,
    broken: [2],
  },
]

/** Short real audio keeps downloads quick; three lengths so episodes differ. */
const DURATIONS = [8, 12, 16]

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function episodesOf(show: Show, index: number): CatalogueEpisode[] {
  const count = show.episodes ?? 3
  const every = (show.every ?? 7) * DAY_MS
  const episodes: CatalogueEpisode[] = []
  for (let number = count; number >= 1; number--) {
    episodes.push({
      number,
      title: `${show.title}: episode ${number}`,
      description: `<p>Episode ${number} of <b>${show.title}</b>.</p>`,
      durationSeconds: DURATIONS[(number + index) % DURATIONS.length]!,
      publishedAt: show.undated?.includes(number) ? null : LATEST_EPISODE - (count - number) * every,
      season: String(Math.ceil(number / 100)),
      episodeType: show.undated?.includes(number) ? 'bonus' : 'full',
      failsHalfway: show.broken?.includes(number) || undefined,
    })
  }
  return episodes
}

export const podcastCatalogue: CataloguePodcast[] = shows.map((show, index) => ({
  id: 1_700_000_001 + index,
  artistId: 1_600_000_001 + (show.artistName.length % 5),
  slug: slugOf(show.title),
  title: show.title,
  artistName: show.artistName,
  description: `${show.tagline}. A podcast of the demo server’s offline directory.`,
  genres: ['Podcasts', ...show.genres],
  explicit: false,
  type: 'episodic',
  episodes: episodesOf(show, index),
}))

export const cataloguePodcastBySlug = (slug: string) => podcastCatalogue.find((p) => p.slug === slug)

/** Podcasts whose title, artist or genres contain one of the term's words (of three letters or more). */
export function searchPodcastCatalogue(term: string): CataloguePodcast[] {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []
  return podcastCatalogue.filter((podcast) => {
    const text = [podcast.title, podcast.artistName, ...podcast.genres].join(' ').toLowerCase()
    return words.some((word) => text.includes(word))
  })
}
