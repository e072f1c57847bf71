import type { AbsClient } from '@shelfkit/client'
import { openMediaCache, partAddress } from './device-store'
import { type KeptFile, missingRanges, PARALLEL_PARTS } from './kept-media'

/** Thrown when the browser refuses to store more (its quota for this site is used up). */
export const isQuotaError = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'QuotaExceededError'

/**
 * Downloads what is missing of the files in parts (PART_BYTES), PARALLEL_PARTS requests on the way at any time
 * (a part that arrives frees its place for the next, across the files, so the connection never idles while an
 * answer is stored). Runs in the keeping worker (`keep-worker.ts`), or in the page where workers cannot start.
 * Each answer is taken whole as a Blob (script never touches the bytes) and stored in Cache Storage as a plain
 * answer (the cache refuses partial ones). A file's parts are recorded in order and `onPart` hears each step, so a pause or
 * reload goes on from the last part of an unbroken run. A server that ignores the range sends the whole file: one
 * part. The first part to fail tells why.
 */
export async function downloadFiles(options: {
  client: AbsClient
  key: string
  libraryItemId: string
  files: readonly KeptFile[]
  signal: AbortSignal
  onPart(): void
}): Promise<void> {
  const { client, key, libraryItemId, signal } = options
  const cache = await openMediaCache()
  const tasks = options.files.flatMap((file) =>
    missingRanges(file).map((range, n) => ({ file, range, part: file.parts.length + n })),
  )
  // Stops the parts on the way when one fails (or the caller stops).
  const stop = new AbortController()
  const stopAll = () => stop.abort(signal.reason)
  signal.addEventListener('abort', stopAll, { once: true })
  const arrived = new Map<KeptFile, Map<number, number>>()
  const whole = new Set<KeptFile>()
  let failure: unknown
  const fail = (error: unknown) => {
    failure ??= error
    stop.abort()
  }

  const record = (file: KeptFile, part: number, size: number) => {
    const waiting = arrived.get(file) ?? new Map<number, number>()
    arrived.set(file, waiting.set(part, size))
    const before = file.parts.length
    for (
      let next = waiting.get(file.parts.length);
      next !== undefined;
      next = waiting.get(file.parts.length)
    ) {
      waiting.delete(file.parts.length)
      file.parts = [...file.parts, next]
    }
    if (file.parts.length > before) options.onPart()
  }
  const fetchPart = async ({ file, range, part }: (typeof tasks)[number]) => {
    const response = await client.items.downloadFile(libraryItemId, file.ino, {
      ...range,
      signal: stop.signal,
    })
    const body = await response.blob()
    const isWhole = response.status !== 206
    const headers = { 'content-type': response.headers.get('content-type') ?? file.mimeType }
    await cache.put(partAddress(key, file.ino, isWhole ? 0 : part), new Response(body, { headers }))
    if (!isWhole) return record(file, part, body.size)
    if (whole.has(file)) return
    whole.add(file)
    file.parts = [body.size]
    file.size = body.size
    options.onPart()
  }
  let next = 0
  const worker = async () => {
    try {
      while (next < tasks.length && !stop.signal.aborted) {
        const task = tasks[next++]!
        if (!whole.has(task.file)) await fetchPart(task)
      }
    } catch (error) {
      fail(error)
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_PARTS }, worker))
  } finally {
    signal.removeEventListener('abort', stopAll)
  }
  if (signal.aborted) throw signal.reason
  if (failure !== undefined) throw failure
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
