import { isApiError, parseServerUrl } from '@shelfkit/client'
import {
  $authMode,
  $serverUrl,
  $sessionStatus,
  answersWithoutCors,
  bootstrap,
  configureServer,
  currentAccessToken,
  getClient,
  isCrossOrigin,
  pageOrigin,
  shared,
  signInWithToken,
} from '@shelfkit/stores'
import { atom } from 'nanostores'

/** Where an element (or `<shelf-server>`) says the server is and how to sign in to it. */
export interface ServerAttributes {
  url: string | null
  apiKey: string | null
}

/** Why the elements on this page cannot show anything, in words for the visitor; null when all is well. */
export const $connectionProblem = shared('elements.connectionProblem', () => atom<string | null>(null))

interface ConnectionState {
  /** The last server/key pair asked for, and the work it started (one per page, whichever element asked). */
  key: string | null
  work: Promise<void>
  liveStarted: boolean
  /** The session restore of elements that name no server, shared by all of them. */
  restore: Promise<void> | null
}

const connection = shared(
  'elements.connection',
  (): ConnectionState => ({ key: null, work: Promise.resolve(), liveStarted: false, restore: null }),
)

/**
 * Points the shared session at a server and signs in, once per page however many elements carry the same
 * attributes. With an API key: a static-token session (kept across reloads). Without one: the session stored by
 * an earlier sign-in on this page's origin, if any.
 */
export function connectServer(attributes: ServerAttributes): Promise<void> {
  if (attributes.url === null && attributes.apiKey === null) return restoreSession()
  const key = `${attributes.url ?? ''}\n${attributes.apiKey ?? ''}`
  if (connection.key === key) return connection.work
  connection.key = key
  connection.work = connection.work.then(() => connect(attributes))
  return connection.work
}

/**
 * Elements without server attributes wait one task, so a `<shelf-server>` (or another element) parsed with them
 * configures the session first; if nothing does, they restore the stored session.
 */
function restoreSession(): Promise<void> {
  connection.restore ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
    connection.key === null ? connect({ url: null, apiKey: null }) : connection.work,
  )
  return connection.restore
}

async function connect({ url, apiKey }: ServerAttributes): Promise<void> {
  startLiveUpdatesOnSignIn()
  try {
    if (url !== null && parseServerUrl(url).baseUrl !== $serverUrl.get()) configureServer(url)
    $connectionProblem.set(null)
    const keySession = apiKey && currentAccessToken() === apiKey && $authMode.get() === 'static'
    if (apiKey && !keySession) await signInWithToken(apiKey)
    else await bootstrap()
  } catch (error) {
    $connectionProblem.set(await describeFailure(error))
  }
}

/** The words for a failed connection: a refused origin says exactly what the server's admin must change. */
async function describeFailure(error: unknown): Promise<string> {
  if (error instanceof TypeError)
    return `"${$serverUrl.get()}" is not a server address (use http:// or https://).`
  if (isApiError(error) && error.kind === 'network') {
    if (isCrossOrigin() && (await answersWithoutCors(getClient().http.url('/status'))))
      return corsRefusedMessage($serverUrl.get(), pageOrigin())
    return `The audiobookshelf server at ${$serverUrl.get() || pageOrigin()} could not be reached.`
  }
  if (isApiError(error) && (error.status === 401 || error.kind === 'signed-out'))
    return 'The server refused the API key: it is wrong, expired or disabled.'
  return error instanceof Error ? error.message : 'Could not connect to the server.'
}

export function corsRefusedMessage(serverUrl: string, origin: string): string {
  return (
    `The server at ${serverUrl} refuses requests from this page. An admin adds ${origin} to ` +
    'Settings → Allowed CORS origins on the server.'
  )
}

/**
 * Socket events and the current library follow every sign-in, whichever element or page code did it. Their code
 * starts loading with the first connection, alongside the sign-in requests.
 */
function startLiveUpdatesOnSignIn() {
  if (connection.liveStarted) return
  connection.liveStarted = true
  const live = import('./live-updates').then((module) => module.followSignedInSession)
  $sessionStatus.subscribe((status) => {
    if (status !== 'signed-in') return
    live.then(
      (follow) => {
        if ($sessionStatus.get() === 'signed-in') follow()
      },
      (error) => console.error('Live updates could not load', error),
    )
  })
}
