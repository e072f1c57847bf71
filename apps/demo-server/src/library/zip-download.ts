import { createReadStream, readdirSync, statSync } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import type { Response } from 'express'
import { Zip, ZipPassThrough } from 'fflate'

export interface ZipSource {
  path: string
  isFile: boolean
}

function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(full))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/**
 * Streams a stored (uncompressed) zip of folders and files to the response, as the real server's archiver
 * does: one folder's contents at the root, or each source under its own name when there are several.
 */
export async function sendZip(
  res: Response,
  filename: string,
  sources: ZipSource[],
  flatten: boolean,
): Promise<void> {
  res.attachment(filename)
  res.setHeader('Content-Type', 'application/zip')
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      res.destroy(error)
      return
    }
    res.write(chunk)
    if (final) res.end()
  })
  for (const source of sources) {
    const files = source.isFile ? [source.path] : filesUnder(source.path)
    for (const file of files) {
      const inside = source.isFile ? basename(file) : relative(source.path, file).split(sep).join('/')
      const name = flatten || source.isFile ? inside : `${basename(source.path)}/${inside}`
      const entry = new ZipPassThrough(name)
      entry.mtime = statSync(file).mtime
      zip.add(entry)
      await new Promise<void>((resolve, reject) => {
        const stream = createReadStream(file)
        stream.on('data', (chunk) => entry.push(chunk as Buffer))
        stream.on('end', () => {
          entry.push(new Uint8Array(0), true)
          resolve()
        })
        stream.on('error', reject)
      })
    }
  }
  zip.end()
}
