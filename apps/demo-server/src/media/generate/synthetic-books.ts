import { createHash } from 'node:crypto'
import { copyFile, link, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { COVER_FILE_NAME, renderCover } from './build-sample-tree'
import { cachedBuild, withTemporaryBuild } from './cached-build'
import { copyTree } from './copy-tree'
import { encodeToneMp3 } from './encode-audio'
import { findFont } from './fonts'
import { mapLimited } from './map-limited'
import { SIDECAR_FILE_NAME, sidecarText } from './sidecar'
import { SYNTHETIC_AUDIO_SECONDS, SYNTHETIC_COVER_COUNT, syntheticBook } from './synthetic-catalog'

const GENERATOR_VERSION = 1
/** Shared files live next to the books folder (same filesystem, so they can be hard-linked; not scanned). */
const ASSETS_DIR_NAME = '.shelfkit-synthetic-assets'
const WRITE_CONCURRENCY = 32

/**
 * Adds `count` synthetic books to a books library folder: metadata.json per book, and audio and covers
 * hard-linked from a few shared files, so even 20,000 books take seconds. Book N is always the same book,
 * existing files are kept, and calling again with a larger count only adds books.
 */
export async function generateSyntheticBooks(
  booksDir: string,
  count: number,
  options: { cacheDir?: string } = {},
): Promise<void> {
  const assetsDir = join(dirname(booksDir), ASSETS_DIR_NAME)
  const install = (built: string) => copyTree(built, assetsDir, { overwrite: false })
  const key = `synthetic-${syntheticAssetsVersion()}`
  if (options.cacheDir) await install(await cachedBuild(options.cacheDir, key, buildSharedAssets))
  else await withTemporaryBuild(buildSharedAssets, install)

  const indexes = Array.from({ length: count }, (_, index) => index)
  await mapLimited(indexes, WRITE_CONCURRENCY, async (index) => {
    const book = syntheticBook(index)
    const folder = join(booksDir, book.folder)
    await mkdir(folder, { recursive: true })
    await writeNew(join(folder, SIDECAR_FILE_NAME), sidecarText(book.metadata))
    await linkNew(
      join(assetsDir, audioFileName(book.audioVariant)),
      join(folder, `${book.metadata.title}.mp3`),
    )
    if (book.coverVariant !== null) {
      await linkNew(join(assetsDir, coverFileName(book.coverVariant)), join(folder, COVER_FILE_NAME))
    }
  })
}

async function buildSharedAssets(dir: string): Promise<void> {
  const audio = SYNTHETIC_AUDIO_SECONDS.map(
    (seconds, variant) => () =>
      encodeToneMp3(
        join(dir, audioFileName(variant)),
        { chapter: variant + 1, seconds, pitch: 0.8 + variant / 10 },
        { title: `Synthetic audio ${variant + 1}`, genre: 'Synthetic' },
      ),
  )
  const covers = Array.from(
    { length: SYNTHETIC_COVER_COUNT },
    (_, variant) => () =>
      renderCover(join(dir, coverFileName(variant)), 100 + variant, 'Demo Library', `Cover ${variant + 1}`),
  )
  await mapLimited([...audio, ...covers], 2, (job) => job())
}

function audioFileName(variant: number): string {
  return `audio-${variant + 1}.mp3`
}

function coverFileName(variant: number): string {
  return `cover-${variant + 1}.jpg`
}

function syntheticAssetsVersion(): string {
  const inputs = JSON.stringify([
    GENERATOR_VERSION,
    findFont() !== null,
    SYNTHETIC_AUDIO_SECONDS,
    SYNTHETIC_COVER_COUNT,
  ])
  return createHash('sha256').update(inputs).digest('hex').slice(0, 16)
}

async function writeNew(path: string, text: string): Promise<void> {
  await writeFile(path, text, { flag: 'wx' }).catch(ignoreExisting)
}

/** Hard-links `source` to `target`; copies when the filesystem refuses links. Existing targets are kept. */
async function linkNew(source: string, target: string): Promise<void> {
  try {
    await link(source, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error
    await copyFile(source, target).catch(ignoreExisting)
  }
}

function ignoreExisting(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EEXIST') throw error
}
