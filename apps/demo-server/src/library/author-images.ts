import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { paintImage } from '../media/paint-image'
import { fetchRemoteImage } from './remote-image'

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
    const detail = download.failure === 'unreachable' ? '' : `: ${download.detail}`
    return { error: `Failed to download image${detail}` }
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
  await paintImage(path, colour, 400, 400)
  return path
}
