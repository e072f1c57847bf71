import { execFile } from 'node:child_process'
import { lookup } from 'node:dns/promises'
import { mkdirSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ffmpegPath } from '../media'

const run = promisify(execFile)
const maxImageBytes = 10 * 1024 * 1024

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1'
}

/** Only loopback hosts: the demo server never reaches outside the machine. */
export async function hostIsLoopback(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (isIP(bare)) return isLoopback(bare)
  try {
    const addresses = await lookup(bare, { all: true })
    return addresses.length > 0 && addresses.every((a) => isLoopback(a.address))
  } catch {
    return false
  }
}

export type ImageDownload = { path: string } | { error: string }

/** Downloads an author image from a loopback URL into metadata/authors/<id>.<ext>. */
export async function downloadAuthorImage(
  metadataDir: string,
  authorId: string,
  url: string,
): Promise<ImageDownload> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { error: `Invalid request payload. Invalid url "${url}"` }
  }
  if (!(await hostIsLoopback(parsed.hostname)))
    return { error: 'Failed to download image: only loopback hosts are reachable' }
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return { error: `Failed to download image: ${response.status}` }
    const type = response.headers.get('content-type') ?? ''
    const ext = type.includes('png') ? 'png' : type.includes('webp') ? 'webp' : 'jpg'
    const body = Buffer.from(await response.arrayBuffer())
    if (!body.length || body.length > maxImageBytes) return { error: 'Failed to download image' }
    const dir = join(metadataDir, 'authors')
    mkdirSync(dir, { recursive: true })
    const path = join(dir, `${authorId}.${ext}`)
    writeFileSync(path, body)
    return { path }
  } catch {
    return { error: 'Failed to download image' }
  }
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
