import { constants } from 'node:fs'
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { isCacheMarker } from './cached-build'

/**
 * Copies a generated tree into place (reflink where the filesystem supports it). Copies, not hard links: the
 * server may rewrite library files, which must never change the cache. With `overwrite` false, files that
 * already exist are left untouched.
 */
export async function copyTree(from: string, to: string, options: { overwrite: boolean }): Promise<void> {
  await mkdir(to, { recursive: true })
  const entries = await readdir(from, { withFileTypes: true })
  const mode = constants.COPYFILE_FICLONE | (options.overwrite ? 0 : constants.COPYFILE_EXCL)
  await Promise.all(
    entries.map(async (entry) => {
      if (isCacheMarker(entry.name)) return
      const source = join(from, entry.name)
      const target = join(to, entry.name)
      if (entry.isDirectory()) return copyTree(source, target, options)
      await copyFile(source, target, mode).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      })
    }),
  )
}
