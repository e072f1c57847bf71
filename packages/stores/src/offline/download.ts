import type { AbsClient } from '@shelfkit/client'
import { openMediaCache, partAddress } from './device-store'
import { type KeptFile, missingRanges, PARALLEL_PARTS } from './kept-media'

/** Thrown when the browser refuses to store more (its quota for this site is used up). */
export const isQuotaError = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'QuotaExceededError'

/**
 * Downloads what is missing of one file in parts (PART_BYTES), PARALLEL_PARTS requests at a time, each stored in
 * the cache as it arrives. Each answer is taken whole as a Blob (the browser gathers the bytes; the page's script
 * never handles chunks, so its main thread stays free and makes no garbage) and stored as a plain answer (the cache
 * refuses partial ones). `onPart` hears the stored parts in order (the caller records them, so a pause or reload
 * goes on from the last one of an unbroken run). A server that ignores the range sends the whole file: one part.
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
  const ranges = missingRanges(file)
  const first = file.parts.length
  // Stops the parts still on the way when one fails (or the caller stops).
  const stop = new AbortController()
  const stopAll = () => stop.abort(signal.reason)
  signal.addEventListener('abort', stopAll, { once: true })

  const storePart = async (range: { start: number; end: number }, part: number) => {
    const response = await client.items.downloadFile(libraryItemId, file.ino, {
      ...range,
      signal: stop.signal,
    })
    const whole = response.status !== 206
    const body = await response.blob()
    const headers = { 'content-type': response.headers.get('content-type') ?? file.mimeType }
    await cache.put(partAddress(key, file.ino, whole ? 0 : part), new Response(body, { headers }))
    return { size: body.size, whole }
  }
  const inFlight: Promise<{ size: number; whole: boolean }>[] = []
  // The first part to fail tells why (the others then fail for being stopped).
  let failure: unknown
  const launch = () => {
    const index = inFlight.length
    if (index >= ranges.length) return
    const stored = storePart(ranges[index]!, first + index)
    stored.catch((error: unknown) => {
      failure ??= error
      stop.abort()
    })
    inFlight.push(stored)
  }
  try {
    for (let i = 0; i < PARALLEL_PARTS; i++) launch()
    for (let index = 0; index < inFlight.length; index++) {
      const { size, whole } = await inFlight[index]!
      if (whole) {
        stop.abort()
        file.parts = [size]
        file.size = size
        await options.onPart(file.parts)
        return
      }
      file.parts = [...file.parts, size]
      launch()
      await options.onPart(file.parts)
    }
  } catch (error) {
    stop.abort()
    throw signal.aborted ? signal.reason : (failure ?? error)
  } finally {
    signal.removeEventListener('abort', stopAll)
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
