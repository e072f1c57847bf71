import { mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BookSidecar,
  generateSampleMedia,
  generateSyntheticBooks,
  type PodcastSidecar,
  probeAudio,
  type SampleMediaDirs,
} from './index'

let workDir: string
let cacheDir: string
let dirs: SampleMediaDirs

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

async function sidecar<T>(folder: string): Promise<T> {
  return JSON.parse(await readFile(join(folder, 'metadata.json'), 'utf8')) as T
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'shelfkit-media-test-'))
  cacheDir = join(workDir, 'cache')
  dirs = await generateSampleMedia(join(workDir, 'library'), { cacheDir })
}, 60_000)

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true })
})

describe('generateSampleMedia', () => {
  it('lays out a books and a podcasts library with every kind of item', async () => {
    expect(dirs.booksDir).toBe(join(workDir, 'library', 'books'))
    const books = await filesBelow(dirs.booksDir)
    expect(books).toEqual(
      expect.arrayContaining([
        'Author A/Series X/Book One/Book One.m4b',
        'Author A/Series X/Book One/cover.jpg',
        'Author A/Series X/Book One/metadata.json',
        'Author B/Book Two/01 - Book Two Part 1.mp3',
        'Author B/Book Two/02 - Book Two Part 2.mp3',
        'Author B/Book Two/03 - Book Two Part 3.mp3',
        'Author A/Book Three/Book Three.mp3',
        'Author A/Book Three/Book Three.epub',
        'Author C/Book Four/Book Four.pdf',
        'Author D/Comic Five/Comic Five.cbz',
        'Author D/Comic Eight/Comic Eight.cbr',
      ]),
    )
    expect(books.filter((file) => file.startsWith('Author C/'))).toEqual([
      'Author C/Book Four/Book Four.pdf',
      'Author C/Book Four/metadata.json',
      'Author C/Book Seven/Book Seven.azw3',
      'Author C/Book Seven/metadata.json',
      'Author C/Book Six/Book Six.mobi',
      'Author C/Book Six/metadata.json',
    ])
    const podcasts = await filesBelow(dirs.podcastsDir)
    for (const podcast of ['Podcast P', 'Night Sky Notes']) {
      expect(
        podcasts.filter((file) => file.startsWith(`${podcast}/`) && file.endsWith('.mp3')).length,
      ).toBeGreaterThanOrEqual(5)
      expect(podcasts).toContain(`${podcast}/cover.jpg`)
    }
  })

  it('describes a three-book series and a varied catalog in the sidecars', async () => {
    const folders = [
      ...new Set((await filesBelow(dirs.booksDir)).map((file) => file.split('/').slice(0, -1).join('/'))),
    ]
    const books = await Promise.all(
      folders.map((folder) => sidecar<BookSidecar>(join(dirs.booksDir, folder))),
    )
    const seriesX = books.flatMap((book) => book.series).filter((series) => series.startsWith('Series X'))
    expect(seriesX.sort()).toEqual(['Series X #1', 'Series X #2', 'Series X #3'])
    const bookOne = books.find((book) => book.title === 'Book One')
    expect(bookOne).toMatchObject({ authors: ['Author A'], narrators: ['Narrator N'], publishedYear: '2021' })
    expect(new Set(books.flatMap((book) => book.authors)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(books.flatMap((book) => book.narrators)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(books.flatMap((book) => book.genres)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(books.flatMap((book) => book.tags)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(books.map((book) => book.language)).size).toBeGreaterThanOrEqual(3)
    const decades = new Set(books.map((book) => Math.floor(Number(book.publishedYear) / 10)))
    expect(decades.size).toBeGreaterThanOrEqual(5)
  })

  it('gives every podcast episode file its sidecar entry', async () => {
    const podcast = await sidecar<PodcastSidecar>(join(dirs.podcastsDir, 'Podcast P'))
    expect(podcast).toMatchObject({ title: 'Podcast P', author: 'Host H', type: 'episodic' })
    expect(podcast.episodes['Episode 1.mp3']).toMatchObject({
      title: 'Episode 1: Sample Topic 1',
      episode: '1',
      pubDate: 'Mon, 15 Jan 2024 00:00:00 GMT',
      publishedAt: Date.UTC(2024, 0, 15),
    })
    const serial = await sidecar<PodcastSidecar>(join(dirs.podcastsDir, 'Night Sky Notes'))
    const files = (await readdir(join(dirs.podcastsDir, 'Night Sky Notes'))).filter((file) =>
      file.endsWith('.mp3'),
    )
    expect(Object.keys(serial.episodes).sort()).toEqual(files.sort())
    expect(new Set(Object.values(serial.episodes).map((episode) => episode.episodeType))).toEqual(
      new Set(['trailer', 'full', 'bonus']),
    )
  })

  it('probes the m4b: four chapters at the right times, tags and an embedded cover', async () => {
    const probe = await probeAudio(join(dirs.booksDir, 'Author A/Series X/Book One/Book One.m4b'))
    expect(probe.chapters.map((chapter) => chapter.title)).toEqual([
      'Chapter one',
      'Chapter two',
      'Chapter three',
      'Chapter four',
    ])
    expect(probe.chapters.map((chapter) => [chapter.id, chapter.start, chapter.end])).toEqual([
      [0, 0, 21.831],
      [1, 21.831, 43.71],
      [2, 43.71, 65.565],
      [3, 65.565, 87.575],
    ])
    expect(probe.duration).toBeCloseTo(87.575, 1)
    expect(probe).toMatchObject({
      formatLong: 'QuickTime / MOV',
      codec: 'aac',
      channels: 1,
      channelLayout: 'mono',
      sampleRate: 22050,
      timeBase: '1/22050',
      mimeType: 'audio/mp4',
      embeddedCoverArt: 'mjpeg',
    })
    expect(probe.tags).toMatchObject({
      title: 'Book One',
      artist: 'Author A',
      composer: 'Narrator N',
      date: '2021',
    })
  })

  it('probes an mp3 track with its track number and no cover', async () => {
    const probe = await probeAudio(join(dirs.booksDir, 'Author B/Book Two/02 - Book Two Part 2.mp3'))
    expect(probe).toMatchObject({
      format: 'mp3',
      codec: 'mp3',
      mimeType: 'audio/mpeg',
      embeddedCoverArt: null,
    })
    expect(probe.duration).toBeCloseTo(10.48, 1)
    expect(probe.tags).toMatchObject({ title: 'Book Two - Part 2', track: '2/3', album: 'Book Two' })
    await expect(probeAudio(join(dirs.booksDir, 'Author B/Book Two/missing.mp3'))).rejects.toThrow()
  })

  it('writes readable e-books: EPUB with mimetype first, PDF with xref, CBZ of three JPEG pages', async () => {
    const epub = unzipSync(await readFile(join(dirs.booksDir, 'Author A/Book Three/Book Three.epub')))
    expect(Object.keys(epub)[0]).toBe('mimetype')
    expect(strFromU8(epub['OEBPS/content.opf'])).toContain('<dc:title>Book Three</dc:title>')

    const pdf = (await readFile(join(dirs.booksDir, 'Author C/Book Four/Book Four.pdf'))).toString('latin1')
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf).toContain('/Count 3')
    expect(pdf.slice(Number(/startxref\n(\d+)/.exec(pdf)?.[1])).startsWith('xref')).toBe(true)

    const cbz = unzipSync(await readFile(join(dirs.booksDir, 'Author D/Comic Five/Comic Five.cbz')))
    const pages = Object.keys(cbz).filter((name) => name.endsWith('.jpg'))
    expect(pages).toEqual(['page-001.jpg', 'page-002.jpg', 'page-003.jpg'])
    for (const page of pages) expect([...cbz[page].subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(strFromU8(cbz['ComicInfo.xml'])).toContain('<PageCount>3</PageCount>')
  })

  it('gives different books different covers', async () => {
    const covers = await Promise.all(
      ['Author A/Series X/Book One', 'Author A/Series X/The Second Tide'].map((folder) =>
        readFile(join(dirs.booksDir, folder, 'cover.jpg')),
      ),
    )
    for (const cover of covers) expect([...cover.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(covers[0].equals(covers[1])).toBe(false)
  })

  it('fills a second library from the cache with identical files', async () => {
    const second = await generateSampleMedia(join(workDir, 'second'), { cacheDir })
    const first = await filesBelow(dirs.booksDir)
    expect(await filesBelow(second.booksDir)).toEqual(first)
    const path = 'Author A/Series X/Book One/Book One.m4b'
    expect(
      (await readFile(join(second.booksDir, path))).equals(await readFile(join(dirs.booksDir, path))),
    ).toBe(true)
    // Copies, not links: changing the library must not change the cache or the other library.
    expect((await stat(join(second.booksDir, path))).ino).not.toBe(
      (await stat(join(dirs.booksDir, path))).ino,
    )
  })

  it('is idempotent: restores missing files and keeps edited ones', async () => {
    const root = join(workDir, 'library')
    const edited = join(dirs.booksDir, 'Author B/Book Two/metadata.json')
    await writeFile(edited, '{"title":"Edited"}')
    await unlink(join(dirs.podcastsDir, 'Podcast P/Episode 3.mp3'))
    const before = await filesBelow(root)
    await generateSampleMedia(root, { cacheDir })
    expect(await readFile(edited, 'utf8')).toBe('{"title":"Edited"}')
    expect(await filesBelow(root)).toEqual([...before, 'podcasts/Podcast P/Episode 3.mp3'].sort())
  })
})

describe('generateSyntheticBooks', () => {
  it('adds 2,000 varied books sharing a few hard-linked audio files', async () => {
    const booksDir = join(workDir, 'synthetic', 'books')
    await generateSyntheticBooks(booksDir, 2000, { cacheDir })
    const files = await filesBelow(booksDir)
    const sidecars = files.filter((file) => file.endsWith('metadata.json'))
    expect(sidecars).toHaveLength(2000)
    const audio = files.filter((file) => file.endsWith('.mp3'))
    expect(audio).toHaveLength(2000)
    const inodes = new Set(
      await Promise.all(audio.map(async (file) => (await stat(join(booksDir, file))).ino)),
    )
    expect(inodes.size).toBeLessThanOrEqual(6)

    const books = await Promise.all(
      sidecars.map(async (file) => JSON.parse(await readFile(join(booksDir, file), 'utf8')) as BookSidecar),
    )
    expect(new Set(books.map((book) => book.title)).size).toBe(2000)
    expect(new Set(books.flatMap((book) => book.authors)).size).toBeGreaterThan(50)
    expect(new Set(books.flatMap((book) => book.series)).size).toBeGreaterThan(50)
    expect(new Set(books.flatMap((book) => book.genres)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(books.flatMap((book) => book.tags)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(books.map((book) => book.language)).size).toBeGreaterThanOrEqual(5)
    const years = books.map((book) => Number(book.publishedYear))
    expect(Math.min(...years)).toBeLessThan(1950)
    expect(Math.max(...years)).toBeGreaterThan(2015)
    const withoutCover = sidecars.filter(
      (file) => !files.includes(file.replace('metadata.json', 'cover.jpg')),
    )
    expect(withoutCover.length).toBeGreaterThan(100)
    expect(withoutCover.length).toBeLessThan(500)

    await generateSyntheticBooks(booksDir, 2100, { cacheDir })
    expect((await filesBelow(booksDir)).filter((file) => file.endsWith('metadata.json'))).toHaveLength(2100)
  }, 60_000)
})
