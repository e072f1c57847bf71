import type { AbsClient } from '@shelfkit/client'
import { openMediaCache, partAddress } from './device-store'
import { type KeptFile, nextRange } from './kept-media'

/** Thrown when the browser refuses to store more (its quota for this site is used up). */
export const isQuotaError = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'QuotaExceededError'

/**
 * Downloads what is missing of one file, a part (PART_BYTES) per request, each stored in the cache as it arrives.
 * Each answer is taken whole as a Blob (the browser gathers the bytes; the page's script never handles chunks, so
 * its main thread stays free and makes no garbage) and stored as a plain answer (the cache refuses partial ones).
 * `onPart` hears each stored part (the caller records it, so a pause or reload goes on from there). A server that
 * ignores the range sends the whole file: one part.
 */
export async function downloadFile(options: {
  client: AbsClient
  key: string
  libraryItemId: string
  file: KeptFile
  signal: AbortSignal
  onPart(parts: number[]): Promise<void>
}): Promise<void> {
  const { client, key, libraryItemId, file, signal } = options
  const cache = await openMediaCache()
  for (let range = nextRange(file); range; range = nextRange(file)) {
    const response = await client.items.downloadFile(libraryItemId, file.ino, { ...range, signal })
    const whole = response.status !== 206
    const headers = { 'content-type': response.headers.get('content-type') ?? file.mimeType }
    try {
      const body = await response.blob()
      await cache.put(
        partAddress(key, file.ino, whole ? 0 : file.parts.length),
        new Response(body, { headers }),
      )
      file.parts = whole ? [body.size] : [...file.parts, body.size]
      if (whole) file.size = body.size
    } catch (error) {
      throw signal.aborted ? signal.reason : error
    }
    await options.onPart(file.parts)
  }
}

/** The cover as the server sends it (no token needed), kept beside the files. */
export async function downloadCover(
  client: AbsClient,
  key: string,
  libraryItemId: string,
  signal: AbortSignal,
) {
  const response = await fetch(client.http.url(`/api/items/${encodeURIComponent(libraryItemId)}/cover`), {
    signal,
  })
  if (!response.ok) return false
  await (await openMediaCache()).put(partAddress(key, 'cover', 'cover'), response)
  return true
}

/** A playable address for a kept file: its stored parts joined into one Blob (the bytes stay on disk). */
export async function keptFileUrl(key: string, file: KeptFile): Promise<string> {
  const cache = await openMediaCache()
  const parts = await Promise.all(
    file.parts.map(async (_, part) => {
      const stored = await cache.match(partAddress(key, file.ino, part))
      if (!stored) throw new Error(`A part of "${file.title}" is missing on this device`)
      return stored.blob()
    }),
  )
  return URL.createObjectURL(new Blob(parts, { type: file.mimeType }))
}

/** The kept cover as an address for an <img>, or null. */
export async function keptCoverUrl(key: string): Promise<string | null> {
  const stored = await (await openMediaCache()).match(partAddress(key, 'cover', 'cover'))
  return stored ? URL.createObjectURL(await stored.blob()) : null
}
