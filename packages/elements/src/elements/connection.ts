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
  i18n,
  isCrossOrigin,
  pageOrigin,
  params,
  shared,
  signInWithToken,
} from '@shelfkit/stores'
import { atom, computed } from 'nanostores'

/** Where an element (or `<shelf-server>`) says the server is and how to sign in to it. */
export interface ServerAttributes {
  url: string | null
  apiKey: string | null
}

const messages = i18n('elements.connection', {
  badAddress: params('"{server}" is not a server address (use http:// or https://).'),
  unreachable: params('The audiobookshelf server at {server} could not be reached.'),
  corsRefused: params(
    'The server at {server} refuses requests from this page. An admin adds {origin} to Settings → Allowed CORS origins on the server.',
  ),
  keyRefused: 'The server refused the API key: it is wrong, expired or disabled.',
  failed: 'Could not connect to the server.',
})

/** Why connecting failed: the words follow the interface language (a failure's own message stays as it came). */
interface ConnectionFailure {
  reason: 'address' | 'unreachable' | 'cors' | 'key' | 'other'
  server: string
  origin: string
  message?: string
}

/** The last connection failure of the page's elements; null when all is well. */
export const $connectionFailure = shared('elements.connectionFailure', () =>
  atom<ConnectionFailure | null>(null),
)

/** Why the elements on this page cannot show anything, in words for the visitor; null when all is well. */
export const $connectionProblem = shared('elements.connectionProblem', () =>
  computed([$connectionFailure, messages], (failure, t) => {
    if (!failure) return null
    const { server, origin } = failure
    switch (failure.reason) {
      case 'address':
        return t.badAddress({ server })
      case 'unreachable':
        return t.unreachable({ server: server || origin })
      case 'cors':
        return t.corsRefused({ server, origin })
      case 'key':
        return t.keyRefused
      case 'other':
        return failure.message || t.failed
    }
  }),
)

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
    $connectionFailure.set(null)
    const keySession = apiKey && currentAccessToken() === apiKey && $authMode.get() === 'static'
    if (apiKey && !keySession) await signInWithToken(apiKey)
    else await bootstrap()
  } catch (error) {
    const failure = { server: $serverUrl.get(), origin: pageOrigin() }
    $connectionFailure.set({ ...failure, ...(await failureReason(error)) })
  }
}

/** Why a connection failed: a refused origin says exactly what the server's admin must change. */
async function failureReason(error: unknown): Promise<Pick<ConnectionFailure, 'reason' | 'message'>> {
  if (error instanceof TypeError) return { reason: 'address' }
  if (isApiError(error) && error.kind === 'network') {
    const refused = isCrossOrigin() && (await answersWithoutCors(getClient().http.url('/status')))
    return { reason: refused ? 'cors' : 'unreachable' }
  }
  if (isApiError(error) && (error.status === 401 || error.kind === 'signed-out')) return { reason: 'key' }
  return { reason: 'other', message: error instanceof Error ? error.message : undefined }
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
