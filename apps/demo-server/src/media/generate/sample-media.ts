import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildSampleTree } from './build-sample-tree'
import { cachedBuild, withTemporaryBuild } from './cached-build'
import { copyTree } from './copy-tree'
import { findFont } from './fonts'
import { pathExists } from './path-exists'
import { SAMPLE_BOOKS, SAMPLE_PODCASTS } from './sample-catalog'

/** Bump when the generators change in a way the catalog does not show. */
const GENERATOR_VERSION = 1
const VERSION_FILE_NAME = '.shelfkit-sample-media'

export interface SampleMediaDirs {
  booksDir: string
  podcastsDir: string
}

/**
 * Creates (or completes) the sample library below `libraryRoot`: `books/` and `podcasts/`. With a cacheDir the
 * media are generated once per content version and copied from there afterwards; files already present in an
 * up-to-date tree are left as they are.
 */
export async function generateSampleMedia(
  libraryRoot: string,
  options: { cacheDir?: string } = {},
): Promise<SampleMediaDirs> {
  const dirs = { booksDir: join(libraryRoot, 'books'), podcastsDir: join(libraryRoot, 'podcasts') }
  const version = sampleMediaVersion()
  const versionFile = join(libraryRoot, VERSION_FILE_NAME)
  const upToDate = (await readFile(versionFile, 'utf8').catch(() => null)) === version
  if (options.cacheDir) {
    const built = await cachedBuild(options.cacheDir, `sample-${version}`, buildSampleTree)
    await copyTree(built, libraryRoot, { overwrite: !upToDate })
  } else if (!upToDate || !(await pathExists(dirs.booksDir)) || !(await pathExists(dirs.podcastsDir))) {
    await withTemporaryBuild(buildSampleTree, (built) => copyTree(built, libraryRoot, { overwrite: true }))
  }
  await writeFile(versionFile, version)
  return dirs
}

/** Content hash of everything that shapes the generated files. */
export function sampleMediaVersion(): string {
  const inputs = JSON.stringify([GENERATOR_VERSION, findFont() !== null, SAMPLE_BOOKS, SAMPLE_PODCASTS])
  return createHash('sha256').update(inputs).digest('hex').slice(0, 16)
}
