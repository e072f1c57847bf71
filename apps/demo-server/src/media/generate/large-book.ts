import { constants } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runFfmpeg } from '../ffmpeg/run-ffmpeg'
import { cachedBuild } from './cached-build'
import { pathExists } from './path-exists'
import { SIDECAR_FILE_NAME } from './sidecar'

/** The large book's folder under the books library, and its title. */
export const LARGE_BOOK_FOLDER = join('Author L', 'Large Book')
export const LARGE_BOOK_TITLE = 'Large Book'
const PARTS = 4
/** 320 kb/s stereo MP3: 40 kB of file per second of audio. */
const BYTES_PER_SECOND = 40_000

/**
 * A book of about `megabytes` MB in four MP3 parts (for measuring downloads): one part is encoded once into the
 * media cache and copied four times (reflinked where the filesystem can). Copies, not hard links: each part needs
 * an inode of its own, as the file's `ino` names it in the API (hard links made the four parts one file).
 * Does nothing when the folder is there already.
 */
export async function generateLargeBook(
  booksDir: string,
  megabytes: number,
  options: { cacheDir: string },
): Promise<boolean> {
  const folder = join(booksDir, LARGE_BOOK_FOLDER)
  if (await pathExists(folder)) return false
  const seconds = Math.max(1, Math.round((megabytes * 1_000_000) / PARTS / BYTES_PER_SECOND))
  const cached = await cachedBuild(options.cacheDir, `large-book-part-${seconds}s`, async (dir) => {
    await runFfmpeg([
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=330:sample_rate=44100:duration=${seconds}`,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '320k',
      '-ac',
      '2',
      '-compression_level',
      '9',
      join(dir, 'part.mp3'),
    ])
  })
  await mkdir(folder, { recursive: true })
  for (let part = 1; part <= PARTS; part++)
    await copyFile(
      join(cached, 'part.mp3'),
      join(folder, `${LARGE_BOOK_TITLE} - Part ${part}.mp3`),
      constants.COPYFILE_FICLONE,
    )
  await writeFile(
    join(folder, SIDECAR_FILE_NAME),
    JSON.stringify({
      title: LARGE_BOOK_TITLE,
      authors: ['Author L'],
      description: `About ${megabytes} MB of audio.`,
    }),
  )
  return true
}
