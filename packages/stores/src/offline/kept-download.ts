import type { AbsClient } from '@shelfkit/client'
import { shared } from '../registry'
import { downloadFiles } from './download'
import { errorOf, type FromKeepWorker, type ToKeepWorker } from './keep-messages'
import type { KeptFile } from './kept-media'

interface Job {
  client: AbsClient
  signal: AbortSignal
  onProgress(files: KeptFile[]): void
  resolve(): void
  reject(error: unknown): void
  /** Runs the job in the page instead (the worker could not start). */
  inPage(): void
}

/** The page's line to the keeping worker, whichever kind started. */
interface KeepChannel {
  post(message: ToKeepWorker): void
}

const holder = shared('offline.keepWorker', () => ({
  /** null: not started yet; false: workers cannot run here (the page downloads). */
  channel: null as KeepChannel | null | false,
  jobs: new Map<number, Job>(),
  nextId: 1,
}))

/** The token the worker should use after the server refused `sent`: the newer one, or a refreshed one. */
async function freshToken(client: AbsClient, sent: string | null): Promise<string | null> {
  const current = client.http.tokens.get().accessToken
  return current && current !== sent ? current : client.http.refresh()
}

function onMessage(channel: KeepChannel, message: FromKeepWorker) {
  const job = holder.jobs.get(message.id)
  if (!job) return
  if (message.type === 'progress') job.onProgress(message.files)
  else if (message.type === 'token') {
    void freshToken(job.client, message.sent)
      .catch(() => null)
      .then((token) => channel.post({ type: 'token', id: message.id, token }))
  } else {
    holder.jobs.delete(message.id)
    if (message.type === 'done') {
      job.onProgress(message.files)
      job.resolve()
    } else job.reject(errorOf(message.error))
  }
}

/** The script could not load (or broke): what it had been given goes on in the page. */
function workerFailed(event: Event, stopWorker: () => void) {
  event.preventDefault()
  console.error('The keeping worker stopped; keeping goes on in the page', (event as ErrorEvent).message)
  stopWorker()
  holder.channel = false
  const jobs = [...holder.jobs.values()]
  holder.jobs.clear()
  for (const job of jobs) job.inPage()
}

/**
 * A shared worker where the browser has them (its requests cost the page's main thread nothing; see
 * keep-worker.ts), else a dedicated one. Both are built from the same script.
 */
function startWorker(): KeepChannel {
  // Vite reads the options where the worker is made, so they are written out each time.
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('./keep-worker.ts', import.meta.url), {
      type: 'module',
      name: 'shelfkit-keep',
    })
    const channel: KeepChannel = { post: (message) => worker.port.postMessage(message) }
    worker.port.addEventListener('message', (event: MessageEvent<FromKeepWorker>) =>
      onMessage(channel, event.data),
    )
    worker.port.start()
    worker.addEventListener('error', (event) => workerFailed(event, () => worker.port.close()))
    return channel
  }
  const worker = new Worker(new URL('./keep-worker.ts', import.meta.url), {
    type: 'module',
    name: 'shelfkit-keep',
  })
  const channel: KeepChannel = { post: (message) => worker.postMessage(message) }
  worker.addEventListener('message', (event: MessageEvent<FromKeepWorker>) => onMessage(channel, event.data))
  worker.addEventListener('error', (event) => workerFailed(event, () => worker.terminate()))
  return channel
}

/**
 * The keeping worker, started once; null where workers cannot run (the download then runs in the page). A page
 * that is closed (not one kept for going back) stops its downloads, which a shared worker would otherwise finish
 * for nobody.
 */
function keepWorker(): KeepChannel | null {
  if (holder.channel !== null) return holder.channel || null
  if (typeof Worker === 'undefined' && typeof SharedWorker === 'undefined') {
    holder.channel = false
    return null
  }
  try {
    const channel = startWorker()
    globalThis.addEventListener?.('pagehide', (event) => {
      if ((event as PageTransitionEvent).persisted) return
      for (const id of holder.jobs.keys()) channel.post({ type: 'stop', id })
    })
    holder.channel = channel
    return channel
  } catch (error) {
    console.error('The keeping worker could not start; keeping runs in the page', error)
    holder.channel = false
    return null
  }
}

/**
 * Downloads what is missing of a kept item's files into Cache Storage, in the keeping worker so the page's main
 * thread only hears progress (`onProgress` with the files and their stored parts, at most every 250 ms and at the
 * end); in the page where a worker cannot start. Rejects as `downloadFiles` does (ApiError, a full quota's
 * QuotaExceededError, the signal's reason).
 */
export function downloadKeptFiles(options: {
  client: AbsClient
  key: string
  libraryItemId: string
  files: KeptFile[]
  signal: AbortSignal
  onProgress(files: KeptFile[]): void
}): Promise<void> {
  const { client, key, libraryItemId, signal, onProgress } = options
  let files = options.files
  const inPage = () =>
    downloadFiles({ client, key, libraryItemId, files, signal, onPart: () => onProgress(files) })
  const worker = keepWorker()
  if (!worker) return inPage()
  const id = holder.nextId++
  return new Promise<void>((resolve, reject) => {
    const stop = () => worker.post({ type: 'stop', id })
    signal.addEventListener('abort', stop, { once: true })
    const settle = () => signal.removeEventListener('abort', stop)
    holder.jobs.set(id, {
      client,
      signal,
      onProgress: (next) => {
        files = next
        onProgress(next)
      },
      resolve: () => {
        settle()
        if (signal.aborted) reject(signal.reason)
        else resolve()
      },
      reject: (error) => {
        settle()
        reject(signal.aborted ? signal.reason : error)
      },
      inPage: () => {
        settle()
        if (signal.aborted) reject(signal.reason)
        else inPage().then(resolve, reject)
      },
    })
    worker.post({
      type: 'keep',
      id,
      serverUrl: client.http.address.baseUrl,
      token: client.http.tokens.get().accessToken,
      key,
      libraryItemId,
      files,
    })
  })
}
