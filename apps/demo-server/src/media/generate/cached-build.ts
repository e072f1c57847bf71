import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathExists } from './path-exists'

const COMPLETE_MARKER = '.complete'

/**
 * Returns a directory holding the output of `build`, stored as `<cacheDir>/<key>`. The first call builds into
 * a temporary directory and renames it into place, so concurrent processes never see a half-built cache.
 */
export async function cachedBuild(
  cacheDir: string,
  key: string,
  build: (dir: string) => Promise<void>,
): Promise<string> {
  const target = join(cacheDir, key)
  if (await pathExists(join(target, COMPLETE_MARKER))) return target
  await mkdir(cacheDir, { recursive: true })
  const staging = await mkdtemp(join(cacheDir, `${key}.building-`))
  try {
    await build(staging)
    await writeFile(join(staging, COMPLETE_MARKER), '')
    await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another process finished the same build first; its result is equivalent.
      if (!(await pathExists(join(target, COMPLETE_MARKER)))) throw error
    })
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return target
}

/** Builds into a throw-away directory, hands it to `use`, then deletes it. */
export async function withTemporaryBuild<R>(
  build: (dir: string) => Promise<void>,
  use: (dir: string) => Promise<R>,
): Promise<R> {
  const dir = await mkdtemp(join(tmpdir(), 'shelfkit-media-'))
  try {
    await build(dir)
    return await use(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export function isCacheMarker(name: string): boolean {
  return name === COMPLETE_MARKER
}
