import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ffmpegPath } from '../media'
import { fetchRemoteImage } from './remote-image'

const run = promisify(execFile)
const maxImageBytes = 10 * 1024 * 1024

export type ImageDownload = { path: string } | { error: string }

/** Downloads an author image from a loopback URL into metadata/authors/<id>.<ext>. */
export async function downloadAuthorImage(
  metadataDir: string,
  authorId: string,
  url: string,
): Promise<ImageDownload> {
  const download = await fetchRemoteImage(url, 10_000)
  if ('failure' in download) {
    if (download.failure === 'invalid-url') return { error: `Invalid request payload. Invalid url "${url}"` }
    if (download.failure === 'not-loopback') return { error: `Failed to download image: ${download.detail}` }
    if (download.failure === 'status') return { error: `Failed to download image: ${download.detail}` }
    return { error: 'Failed to download image' }
  }
  const type = download.contentType
  const ext = type.includes('png') ? 'png' : type.includes('webp') ? 'webp' : 'jpg'
  const body = download.bytes
  if (!body.length || body.length > maxImageBytes) return { error: 'Failed to download image' }
  const dir = join(metadataDir, 'authors')
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `${authorId}.${ext}`)
  writeFileSync(path, body)
  return { path }
}

/** A plain portrait for catalogue matches, drawn with ffmpeg. */
export async function paintAuthorImage(
  metadataDir: string,
  authorId: string,
  colour: string,
): Promise<string> {
  const dir = join(metadataDir, 'authors')
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `${authorId}.jpg`)
  await run(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${colour}:s=400x400`,
    '-frames:v',
    '1',
    path,
  ])
  return path
}
