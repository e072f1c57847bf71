import type { BookSidecar, EpisodeSidecar, PodcastSidecar } from './sidecar'

export interface SampleTrack {
  fileName: string
  /** Track title tag, e.g. `Book Two - Part 1`. */
  title: string
  seconds: number
}

export type SampleAudio =
  | { format: 'm4b'; fileName: string; chapters: { title: string; seconds: number }[]; embedCover: boolean }
  | { format: 'mp3'; tracks: SampleTrack[] }

export interface SampleBook {
  /** Folder below the books library root: `Author/[Series/]Title`. */
  folder: string
  metadata: BookSidecar
  /** Seed of the generated cover.jpg; null for a book without a cover. */
  coverSeed: number | null
  audio: SampleAudio | null
  ebook: { format: 'epub' | 'pdf' | 'cbz' | 'mobi' | 'azw3' | 'cbr'; fileName: string } | null
  /** Shifts the tone pitch so books sound different. */
  pitch: number
}

export interface SampleEpisode {
  fileName: string
  seconds: number
  metadata: EpisodeSidecar
}

export interface SamplePodcast {
  folder: string
  metadata: Omit<PodcastSidecar, 'episodes'>
  coverSeed: number
  episodes: SampleEpisode[]
}

function book(metadata: Partial<BookSidecar> & Pick<BookSidecar, 'title' | 'authors'>): BookSidecar {
  const { title, authors, ...rest } = metadata
  return {
    title,
    subtitle: null,
    authors,
    narrators: [],
    series: [],
    genres: [],
    tags: [],
    publishedYear: null,
    publishedDate: null,
    publisher: null,
    description: null,
    isbn: null,
    asin: null,
    language: null,
    explicit: false,
    abridged: false,
    ...rest,
  }
}

export const SAMPLE_BOOKS: SampleBook[] = [
  {
    folder: 'Author A/Series X/Book One',
    metadata: book({
      title: 'Book One',
      authors: ['Author A'],
      narrators: ['Narrator N'],
      series: ['Series X #1'],
      genres: ['Fiction'],
      publishedYear: '2021',
      description: 'Generated sample audiobook',
      language: 'English',
    }),
    coverSeed: 1,
    audio: {
      format: 'm4b',
      fileName: 'Book One.m4b',
      chapters: [
        { title: 'Chapter one', seconds: 21.831 },
        { title: 'Chapter two', seconds: 21.879 },
        { title: 'Chapter three', seconds: 21.855 },
        { title: 'Chapter four', seconds: 22.01 },
      ],
      embedCover: true,
    },
    ebook: null,
    pitch: 1,
  },
  {
    folder: 'Author B/Book Two',
    metadata: book({
      title: 'Book Two',
      authors: ['Author B'],
      narrators: ['Narrator M'],
      genres: ['Mystery'],
      tags: ['Short'],
      publishedYear: '2019',
      publisher: 'Harbour Press',
      language: 'English',
    }),
    coverSeed: null,
    audio: {
      format: 'mp3',
      tracks: [1, 2, 3].map((part) => ({
        fileName: `0${part} - Book Two Part ${part}.mp3`,
        title: `Book Two - Part ${part}`,
        seconds: [10.5, 10.48, 10.45][part - 1],
      })),
    },
    ebook: null,
    pitch: 0.9,
  },
  {
    folder: 'Author A/Book Three',
    metadata: book({
      title: 'Book Three',
      authors: ['Author A'],
      genres: ['Fantasy'],
      tags: ['Ebook', 'Favourite'],
      publishedYear: '1987',
      description: 'A short story to read and to listen to.',
      language: 'English',
    }),
    coverSeed: null,
    audio: { format: 'mp3', tracks: [{ fileName: 'Book Three.mp3', title: 'Book Three', seconds: 10.24 }] },
    ebook: { format: 'epub', fileName: 'Book Three.epub' },
    pitch: 1.1,
  },
  {
    folder: 'Author C/Book Four',
    metadata: book({
      title: 'Book Four',
      authors: ['Author C'],
      genres: ['History'],
      tags: ['Reference'],
      publishedYear: '1962',
      publisher: 'Maison Exemple',
      isbn: '9780000000002',
      language: 'French',
    }),
    coverSeed: null,
    audio: null,
    ebook: { format: 'pdf', fileName: 'Book Four.pdf' },
    pitch: 1,
  },
  {
    folder: 'Author D/Comic Five',
    metadata: book({
      title: 'Comic Five',
      authors: ['Author D'],
      genres: ['Comics'],
      tags: ['Graphic Novel'],
      publishedYear: '1995',
      language: 'English',
    }),
    coverSeed: null,
    audio: null,
    ebook: { format: 'cbz', fileName: 'Comic Five.cbz' },
    pitch: 1,
  },
  {
    folder: 'Author C/Book Six',
    metadata: book({
      title: 'Book Six',
      authors: ['Author C'],
      genres: ['History'],
      publishedYear: '1971',
      language: 'English',
    }),
    coverSeed: null,
    audio: null,
    ebook: { format: 'mobi', fileName: 'Book Six.mobi' },
    pitch: 1,
  },
  {
    folder: 'Author C/Book Seven',
    metadata: book({
      title: 'Book Seven',
      authors: ['Author C'],
      genres: ['History'],
      publishedYear: '1978',
      language: 'English',
    }),
    coverSeed: null,
    audio: null,
    ebook: { format: 'azw3', fileName: 'Book Seven.azw3' },
    pitch: 1,
  },
  {
    folder: 'Author D/Comic Eight',
    metadata: book({
      title: 'Comic Eight',
      authors: ['Author D'],
      genres: ['Comics'],
      publishedYear: '1999',
      language: 'English',
    }),
    coverSeed: null,
    audio: null,
    ebook: { format: 'cbr', fileName: 'Comic Eight.cbr' },
    pitch: 1,
  },
  {
    folder: 'Author A/Series X/The Second Tide',
    metadata: book({
      title: 'The Second Tide',
      authors: ['Author A'],
      narrators: ['Narrator N'],
      series: ['Series X #2'],
      genres: ['Fiction', 'Adventure'],
      tags: ['Sequel'],
      publishedYear: '2022',
      description: 'The second book of Series X.',
      language: 'English',
    }),
    coverSeed: 2,
    audio: {
      format: 'mp3',
      tracks: [{ fileName: 'The Second Tide.mp3', title: 'The Second Tide', seconds: 14 }],
    },
    ebook: null,
    pitch: 1.2,
  },
  {
    folder: 'Author A/Series X/The Third Lantern',
    metadata: book({
      title: 'The Third Lantern',
      subtitle: 'A Series X Novel',
      authors: ['Author A', 'Author E'],
      narrators: ['Narrator N', 'Narrator O'],
      series: ['Series X #3'],
      genres: ['Fiction', 'Adventure'],
      tags: ['Sequel', 'Favourite'],
      publishedYear: '2023',
      publishedDate: '2023-09-01',
      publisher: 'Harbour Press',
      description: '<p>The <b>third</b> book of Series X.</p>',
      asin: 'B0SAMPLE03',
      language: 'English',
      explicit: true,
      abridged: true,
    }),
    coverSeed: 3,
    audio: {
      format: 'm4b',
      fileName: 'The Third Lantern.m4b',
      chapters: [
        { title: 'Opening', seconds: 12 },
        { title: 'Closing', seconds: 12 },
      ],
      embedCover: false,
    },
    ebook: null,
    pitch: 0.8,
  },
  {
    folder: 'Author E/Ein stiller Hafen',
    metadata: book({
      title: 'Ein stiller Hafen',
      subtitle: 'Gedichte',
      authors: ['Author E'],
      narrators: ['Narrator P'],
      genres: ['Poetry'],
      tags: ['Classic', 'Translated'],
      publishedYear: '1974',
      publishedDate: '1974-05-12',
      publisher: 'Nordlicht Verlag',
      isbn: '9780000000019',
      language: 'German',
    }),
    coverSeed: 4,
    audio: {
      format: 'mp3',
      tracks: [{ fileName: 'Ein stiller Hafen.mp3', title: 'Ein stiller Hafen', seconds: 12 }],
    },
    ebook: null,
    pitch: 1.3,
  },
  {
    folder: 'Author F/Series Y/Prelude',
    metadata: book({
      title: 'Prelude',
      authors: ['Author F'],
      narrators: ['Narrator Q'],
      series: ['Series Y #0.5'],
      genres: ['Biography'],
      tags: ['Classic'],
      publishedYear: '1946',
      language: 'Spanish',
    }),
    coverSeed: 5,
    audio: { format: 'mp3', tracks: [{ fileName: 'Prelude.mp3', title: 'Prelude', seconds: 6 }] },
    ebook: null,
    pitch: 0.7,
  },
  {
    folder: 'Author F/Series Y/Voces del Sur',
    metadata: book({
      title: 'Voces del Sur',
      authors: ['Author F'],
      narrators: ['Narrator Q'],
      series: ['Series Y #1'],
      genres: ['Biography', 'Non-fiction'],
      tags: ['Classic'],
      publishedYear: '1948',
      language: 'Spanish',
    }),
    coverSeed: 6,
    audio: { format: 'mp3', tracks: [{ fileName: 'Voces del Sur.mp3', title: 'Voces del Sur', seconds: 9 }] },
    ebook: null,
    pitch: 0.75,
  },
]

function episode(
  fileName: string,
  seconds: number,
  day: string,
  fields: Omit<EpisodeSidecar, 'pubDate' | 'publishedAt'>,
): SampleEpisode {
  const publishedAt = Date.parse(`${day}T00:00:00Z`)
  return {
    fileName,
    seconds,
    metadata: { ...fields, pubDate: new Date(publishedAt).toUTCString(), publishedAt },
  }
}

export const SAMPLE_PODCASTS: SamplePodcast[] = [
  {
    folder: 'Podcast P',
    metadata: {
      title: 'Podcast P',
      author: 'Host H',
      description: 'Generated sample podcast',
      feedUrl: null,
      imageUrl: null,
      itunesId: null,
      language: 'English',
      explicit: false,
      type: 'episodic',
      genres: ['Podcast'],
      tags: [],
    },
    coverSeed: 11,
    episodes: [1, 2, 3, 4, 5].map((number) =>
      episode(`Episode ${number}.mp3`, 11.8, `2024-0${number}-15`, {
        title: `Episode ${number}: Sample Topic ${number}`,
        subtitle: null,
        description: `Description of episode ${number}`,
        season: null,
        episode: String(number),
        episodeType: 'full',
        explicit: false,
      }),
    ),
  },
  {
    folder: 'Night Sky Notes',
    metadata: {
      title: 'Night Sky Notes',
      author: 'Host J',
      description: '<p>Short notes about what to look for in the <em>night sky</em>.</p>',
      feedUrl: 'https://podcasts.example.org/night-sky-notes/feed.xml',
      imageUrl: 'https://podcasts.example.org/night-sky-notes/cover.jpg',
      itunesId: '1000000001',
      language: 'English',
      explicit: false,
      type: 'serial',
      genres: ['Science', 'Astronomy'],
      tags: ['Space'],
    },
    coverSeed: 12,
    episodes: [
      episode('S01 Trailer.mp3', 6, '2023-01-02', {
        title: 'Trailer',
        subtitle: 'What this show is about',
        description: 'A short introduction.',
        season: '1',
        episode: null,
        episodeType: 'trailer',
        explicit: false,
      }),
      ...['First Light', 'The Moon Up Close', 'Planets at Dusk'].map((title, index) =>
        episode(`S01E0${index + 1} - ${title}.mp3`, 12 + index, `2023-0${index + 2}-01`, {
          title,
          subtitle: null,
          description: `Season one, episode ${index + 1}: ${title.toLowerCase()}.`,
          season: '1',
          episode: String(index + 1),
          episodeType: 'full',
          explicit: false,
        }),
      ),
      ...['Deep Sky Objects', 'Meteor Showers'].map((title, index) =>
        episode(`S02E0${index + 1} - ${title}.mp3`, 14 + index, `2023-1${index}-01`, {
          title,
          subtitle: null,
          description: `Season two, episode ${index + 1}: ${title.toLowerCase()}.`,
          season: '2',
          episode: String(index + 1),
          episodeType: 'full',
          explicit: index === 1,
        }),
      ),
      episode('S02 Bonus - Listener Questions.mp3', 8, '2023-12-20', {
        title: 'Listener Questions',
        subtitle: null,
        description: 'Answers to questions sent in by listeners.',
        season: '2',
        episode: null,
        episodeType: 'bonus',
        explicit: false,
      }),
    ],
  },
]
