/**
 * The keeping worker: downloads a kept item's files off the page's main thread (`downloadFiles`: the requests, each
 * part's bytes gathered into a Blob and put in Cache Storage). The browser reads every byte of an answer on the
 * thread that fetched it, thousands of small tasks per 100 MB, which cost the page's main thread about a fifth of its
 * time while keeping. It runs as a shared worker where the browser has them: a dedicated worker's requests still
 * tell the page's frame about every chunk that arrives (some 1,600 small tasks on the page's main thread per 100 MB,
 * about 60 ms), a shared worker's do not. Started by `kept-download.ts`, which falls back to a dedicated worker:
 * each page connected sends jobs with its access token; the worker sends the stored parts at most every
 * PROGRESS_INTERVAL_MS and asks the page for a fresh token when the server refuses its token (the page refreshes
 * it, so both share one session). It answers `done` or `failed` only once no part is on the way any more, so what
 * the page removes after a failure stays removed.
 */
import { createAbsClient, memoryTokenStore } from '@shelfkit/client'
import { downloadFiles } from './download'
import { type FromKeepWorker, failureOf, type ToKeepWorker } from './keep-messages'

/** Progress reaches the page at most this often (each message costs the page a little work). */
const PROGRESS_INTERVAL_MS = 250

/** A page's end of the conversation: a shared worker's port for that page, or a dedicated worker's own scope. */
interface PagePort {
  postMessage(message: FromKeepWorker): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToKeepWorker>) => void): void
}

interface Job {
  stop: AbortController
  tokenAnswer?: (token: string | null) => void
}

async function keep(scope: PagePort, jobs: Map<number, Job>, job: Extract<ToKeepWorker, { type: 'keep' }>) {
  const stop = new AbortController()
  const running: Job = { stop }
  jobs.set(job.id, running)
  const tokens = memoryTokenStore({ accessToken: job.token })
  let asking: Promise<void> | null = null
  const refused = new Set<string | null>()
  // A refused token: the page answers with a fresh one (or null), and the client replays the call with it. Asked
  // once per token, so a fresh token refused too ends the download instead of refreshing again.
  const askForToken = (sent: string | null) => {
    if (refused.has(sent) && !asking) return
    refused.add(sent)
    asking ??= new Promise<void>((resolve) => {
      running.tokenAnswer = (token) => {
        tokens.set({ accessToken: token, refreshToken: null })
        asking = null
        resolve()
      }
      scope.postMessage({ type: 'token', id: job.id, sent })
    })
    return asking
  }
  const client = createAbsClient({
    serverUrl: job.serverUrl,
    tokens,
    // Never refreshes by itself: the page owns the refresh token.
    authMode: 'static',
    fetch: async (input, init) => {
      const sent = tokens.get().accessToken
      const response = await fetch(input, init)
      if (response.status === 401) await askForToken(sent)
      return response
    },
  })
  let lastSent = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  const sendProgress = () => {
    timer = null
    lastSent = performance.now()
    scope.postMessage({ type: 'progress', id: job.id, files: job.files })
  }
  try {
    await downloadFiles({
      client,
      key: job.key,
      libraryItemId: job.libraryItemId,
      files: job.files,
      signal: stop.signal,
      onPart: () => {
        if (timer !== null) return
        timer = setTimeout(sendProgress, Math.max(0, lastSent + PROGRESS_INTERVAL_MS - performance.now()))
      },
    })
    if (timer !== null) clearTimeout(timer)
    scope.postMessage({ type: 'done', id: job.id, files: job.files })
  } catch (error) {
    if (timer !== null) clearTimeout(timer)
    scope.postMessage({ type: 'progress', id: job.id, files: job.files })
    scope.postMessage({ type: 'failed', id: job.id, error: failureOf(error) })
  } finally {
    jobs.delete(job.id)
  }
}

/** Takes one page's jobs (their ids are the page's own). */
function serve(page: PagePort) {
  const jobs = new Map<number, Job>()
  page.addEventListener('message', ({ data }) => {
    if (data.type === 'keep') void keep(page, jobs, data)
    else if (data.type === 'stop') jobs.get(data.id)?.stop.abort(new DOMException('Stopped', 'AbortError'))
    else jobs.get(data.id)?.tokenAnswer?.(data.token)
  })
}

const isShared = typeof (globalThis as { onconnect?: unknown }).onconnect !== 'undefined'
if (isShared) {
  globalThis.addEventListener('connect', (event) => {
    const port = (event as MessageEvent).ports[0]!
    serve(port as unknown as PagePort)
    port.start()
  })
} else serve(globalThis as unknown as PagePort)
