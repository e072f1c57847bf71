import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { buildCbr } from './cbr'
import { buildCbz } from './cbz'
import { type AudioTags, encodeChapteredM4b, encodeToneMp3 } from './encode-audio'
import { buildEpub } from './epub'
import { mapLimited } from './map-limited'
import { buildMobi } from './mobi'
import { buildPdf } from './pdf'
import { renderPicture } from './picture'
import { sampleParagraphs } from './prose'
import { SAMPLE_BOOKS, SAMPLE_PODCASTS, type SampleBook, type SamplePodcast } from './sample-catalog'
import { writeSidecar } from './sidecar'

export const COVER_FILE_NAME = 'cover.jpg'
const COVER_SIZE = 400

/** Writes the whole sample library (`books/`, `podcasts/`) below `root`. */
export async function buildSampleTree(root: string): Promise<void> {
  const jobs = [
    ...SAMPLE_BOOKS.map((book) => () => buildBook(join(root, 'books', book.folder), book)),
    ...SAMPLE_PODCASTS.map((podcast) => () => buildPodcast(join(root, 'podcasts', podcast.folder), podcast)),
  ]
  await mapLimited(jobs, availableParallelism(), (job) => job())
}

async function buildBook(folder: string, book: SampleBook): Promise<void> {
  const { metadata } = book
  await mkdir(folder, { recursive: true })
  const coverPath = join(folder, COVER_FILE_NAME)
  if (book.coverSeed !== null)
    await renderCover(coverPath, book.coverSeed, metadata.title, metadata.authors.join(', '))
  const tags: AudioTags = {
    album: metadata.title,
    artist: metadata.authors.join(', '),
    album_artist: metadata.authors.join(', '),
    ...(metadata.narrators.length ? { composer: metadata.narrators.join(', ') } : {}),
    ...(metadata.genres.length ? { genre: metadata.genres.join('/') } : {}),
    ...(metadata.publishedYear ? { date: metadata.publishedYear } : {}),
  }
  if (book.audio?.format === 'm4b') {
    await encodeChapteredM4b(join(folder, book.audio.fileName), {
      chapters: book.audio.chapters,
      tags: {
        ...tags,
        title: metadata.title,
        ...(metadata.description ? { comment: metadata.description } : {}),
      },
      coverPath: book.audio.embedCover ? coverPath : undefined,
      pitch: book.pitch,
    })
  }
  if (book.audio?.format === 'mp3') {
    const tracks = book.audio.tracks
    for (const [index, track] of tracks.entries()) {
      const trackTag: AudioTags = tracks.length > 1 ? { track: `${index + 1}/${tracks.length}` } : {}
      await encodeToneMp3(
        join(folder, track.fileName),
        { chapter: index + 1, seconds: track.seconds, pitch: book.pitch },
        { ...tags, title: track.title, ...trackTag },
      )
    }
  }
  if (book.ebook) await writeFile(join(folder, book.ebook.fileName), await buildEbook(folder, book))
  await writeSidecar(folder, metadata)
}

async function buildEbook(folder: string, book: SampleBook): Promise<Uint8Array> {
  const { metadata } = book
  const author = metadata.authors.join(', ')
  const chapterTitles = ['The Harbour', 'The Bridge', 'The Observatory']
  const seed = metadata.title.length
  const chapters = chapterTitles.map((title, index) => ({
    title: `Chapter ${index + 1}: ${title}`,
    paragraphs: sampleParagraphs(seed + index, 5),
  }))
  switch (book.ebook?.format) {
    case 'epub':
      return buildEpub({
        identifier: `urn:shelfkit:sample:${metadata.title.toLowerCase().replace(/\W+/g, '-')}`,
        title: metadata.title,
        author,
        language: languageCode(metadata.language),
        chapters: chapters,
      })
    case 'pdf':
      return buildPdf({
        title: metadata.title,
        author,
        pages: chapterTitles.map((title, index) => ({
          heading: `${metadata.title} - ${title}`,
          paragraphs: sampleParagraphs(seed + index, 4),
        })),
      })
    case 'cbz':
      return buildCbz({
        title: metadata.title,
        writer: author,
        year: Number(metadata.publishedYear) || undefined,
        summary: 'A three page sample comic.',
        languageIso: languageCode(metadata.language),
        pages: await renderComicPages(folder, 3, seed),
      })
    case 'mobi':
    case 'azw3':
      return buildMobi({
        title: metadata.title,
        author,
        kind: book.ebook.format === 'azw3' ? 'kf8' : 'mobi',
        chapters: chapters,
      })
    case 'cbr':
      return buildCbr({ pages: await renderComicPages(folder, 3, seed) })
    default:
      throw new Error(`No ebook for ${metadata.title}`)
  }
}

async function renderComicPages(folder: string, count: number, seed: number): Promise<Uint8Array[]> {
  const pages: Uint8Array[] = []
  for (let page = 1; page <= count; page++) {
    const path = join(folder, `.page-${page}.jpg`)
    await renderPicture(path, {
      width: 600,
      height: 900,
      seed: seed + page,
      panels: true,
      lines: [`Page ${page}`],
    })
    pages.push(await readFile(path))
    await rm(path)
  }
  return pages
}

async function buildPodcast(folder: string, podcast: SamplePodcast): Promise<void> {
  const { metadata } = podcast
  await mkdir(folder, { recursive: true })
  await renderCover(join(folder, COVER_FILE_NAME), podcast.coverSeed, metadata.title, metadata.author ?? '')
  for (const [index, episode] of podcast.episodes.entries()) {
    await encodeToneMp3(
      join(folder, episode.fileName),
      { chapter: index + 1, seconds: episode.seconds, pitch: 1 + (podcast.coverSeed % 5) / 10 },
      {
        album: metadata.title,
        artist: metadata.author ?? '',
        genre: metadata.genres.join('/'),
        title: episode.metadata.title,
        ...(episode.metadata.episode ? { track: episode.metadata.episode } : {}),
        date: new Date(episode.metadata.publishedAt).toISOString().slice(0, 10),
        ...(episode.metadata.description ? { comment: episode.metadata.description } : {}),
      },
    )
  }
  const episodes = Object.fromEntries(podcast.episodes.map((episode) => [episode.fileName, episode.metadata]))
  await writeSidecar(folder, { ...metadata, episodes })
}

export async function renderCover(path: string, seed: number, title: string, byline: string): Promise<void> {
  await renderPicture(path, { width: COVER_SIZE, height: COVER_SIZE, seed, lines: [title, byline] })
}

const LANGUAGE_CODES: Record<string, string> = { English: 'en', German: 'de', French: 'fr', Spanish: 'es' }

function languageCode(language: string | null): string {
  return (language && LANGUAGE_CODES[language]) || 'en'
}
