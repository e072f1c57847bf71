import {
  type AbsClient,
  type AuthMode,
  createAbsClientCore,
  type EreaderDevice,
  isApiError,
  type LoginResponse,
  parseServerUrl,
  type ServerSettings,
  type SignedOutReason,
  setErrorTexts,
  type TokenStore,
  type Tokens,
  type User,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { applyServerLanguage } from './i18n/language'
import { replaceMediaProgress } from './item/progress'
import { isBrowserOnline, setConnection } from './offline/connection'
import { clearOfflineProfile, readOfflineProfile, saveOfflineProfile } from './offline/profile'
import { shared } from './registry'
import { clientErrorTexts } from './server-error'
import { readString, STORAGE_KEYS, type StorageScope, writeString } from './storage'

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in'
/** Why the session ended: the client's reasons, or 'sign-out' when the user asked. */
export type SessionEndReason = SignedOutReason | 'sign-out'

const AUTH_MODES: readonly AuthMode[] = ['cookie', 'header', 'static']

/** Server address as normalised by the client ('' = the page's own origin). */
export const $serverUrl = shared('session.serverUrl', () => atom(readString(STORAGE_KEYS.serverUrl) ?? ''))
export const $authMode = shared('session.authMode', () => atom<AuthMode>(storedAuthMode()))
/** The signed-in user without their media progress (that is `$mediaProgress`, which changes far more often). */
export type CurrentUser = Omit<User, 'mediaProgress'>

/** The signed-in user (tokens and media progress stripped), or null: identity, permissions, bookmarks. */
export const $user = shared('session.user', () => atom<CurrentUser | null>(null))
export const $serverSettings = shared('session.serverSettings', () => atom<ServerSettings | null>(null))
export const $userDefaultLibraryId = shared('session.defaultLibraryId', () => atom<string | null>(null))
export const $sessionStatus = shared('session.status', () => atom<SessionStatus>('unknown'))
/** E-readers the signed-in user may send books to (login payload, `ereader-devices-updated`). */
export const $ereaderDevices = shared('session.ereaderDevices', () => atom<readonly EreaderDevice[]>([]))
/** How the server was installed (`Source` of the login payload, e.g. docker or debian): the side rail shows it. */
export const $serverSource = shared('session.source', () => atom<string | null>(null))
export const $signOutReason = shared('session.signOutReason', () => atom<SessionEndReason | null>(null))
/**
 * True while the session runs from what this device kept (the server did not answer at start): the user and
 * settings are the last ones seen, and the server has not confirmed the token yet (`reconnectSession`).
 */
export const $sessionFromDevice = shared('session.fromDevice', () => atom(false))

function storedAuthMode(): AuthMode {
  const stored = readString(STORAGE_KEYS.authMode)
  return (
    AUTH_MODES.find((mode) => mode === stored) ?? defaultAuthModeFor(readString(STORAGE_KEYS.serverUrl) ?? '')
  )
}

/**
 * Same-origin servers keep the refresh token in their httpOnly cookie; any other origin cannot rely on cookies
 * and holds both tokens itself.
 */
export function defaultAuthModeFor(serverUrl: string): AuthMode {
  const { origin } = parseServerUrl(serverUrl)
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin
  return origin === '' || origin === pageOrigin ? 'cookie' : 'header'
}

/**
 * Where the tokens live, by auth mode (README "Tokens"), so a reload or a second bundle finds them. Cookie mode keeps
 * the access token in this tab only and never a refresh token (the server's httpOnly cookie holds it; a new tab
 * gets its access token from it). Header mode must keep both in the origin's storage, or every reload would sign
 * out; static mode keeps its key there, as nothing can renew it.
 */
const tokenScope = (): StorageScope => ($authMode.get() === 'cookie' ? 'tab' : 'origin')

const persistedTokens: TokenStore = {
  get: (): Tokens => {
    const scope = tokenScope()
    return {
      accessToken: readString(STORAGE_KEYS.accessToken, scope),
      refreshToken: scope === 'tab' ? null : readString(STORAGE_KEYS.refreshToken),
    }
  },
  set: (tokens) => {
    const scope = tokenScope()
    writeString(STORAGE_KEYS.accessToken, tokens.accessToken, scope)
    writeString(STORAGE_KEYS.accessToken, null, scope === 'tab' ? 'origin' : 'tab')
    writeString(STORAGE_KEYS.refreshToken, scope === 'tab' ? null : tokens.refreshToken)
  },
}

/** The access token of the session (download links carry it), or null when signed out. */
export function currentAccessToken(): string | null {
  return persistedTokens.get().accessToken
}

type RefreshListener = () => void
const refreshListeners = shared('session.refreshListeners', () => new Set<RefreshListener>())

/** Runs after every successful token refresh, once the new user and settings are in the stores. */
export function onTokenRefreshed(listener: RefreshListener): () => void {
  refreshListeners.add(listener)
  return () => {
    refreshListeners.delete(listener)
  }
}

const current = shared('session.client', () => ({ client: null as AbsClient | null, serverUrl: '' }))

/** The shared client for the configured server; rebuilt when the server address changes. */
export function getClient(): AbsClient {
  const serverUrl = $serverUrl.get()
  if (!current.client || current.serverUrl !== serverUrl) {
    // The client's failures ('Server could not be reached'…) read in the interface language.
    setErrorTexts(clientErrorTexts)
    current.client = createAbsClientCore({
      serverUrl,
      tokens: persistedTokens,
      authMode: $authMode.get(),
      onSignedOut: (reason) => endSession(reason),
      onRefreshed: (session) => {
        applyPayload(session.payload)
        for (const listener of [...refreshListeners]) listener()
      },
    })
    current.serverUrl = serverUrl
  }
  current.client.http.authMode = $authMode.get()
  return current.client
}

/**
 * Points the stores at a server (as the user typed it; '' = same origin). A different server ends the current
 * session. Throws TypeError for an address that is not http(s).
 */
export function configureServer(url: string, mode?: AuthMode): void {
  const serverUrl = parseServerUrl(url).baseUrl
  const authMode = mode ?? defaultAuthModeFor(serverUrl)
  if (serverUrl !== $serverUrl.get()) {
    persistedTokens.set({ accessToken: null, refreshToken: null })
    clearSessionState('signed-out', null)
  }
  writeString(STORAGE_KEYS.serverUrl, serverUrl)
  writeString(STORAGE_KEYS.authMode, authMode)
  $serverUrl.set(serverUrl)
  setAuthMode(authMode)
}

function setAuthMode(mode: AuthMode) {
  writeString(STORAGE_KEYS.authMode, mode)
  $authMode.set(mode)
  if (current.client) current.client.http.authMode = mode
}

/** Username/password sign-in. Errors are ApiErrors (401 'Unauthorized' for a wrong password). */
export async function signIn(username: string, password: string): Promise<CurrentUser> {
  // An API key session cannot be refreshed; a password sign-in gets refreshable tokens.
  if ($authMode.get() === 'static') setAuthMode(defaultAuthModeFor($serverUrl.get()))
  const response = await getClient().auth.login(username, password)
  return startSession(response)
}

/**
 * Signs in with a token the user pasted: an API key or a legacy user token, which cannot be refreshed (mode
 * 'static'). The OpenID callback passes its access token with mode 'cookie' (the server set the refresh cookie).
 */
export async function signInWithToken(token: string, mode: AuthMode = 'static'): Promise<CurrentUser> {
  setAuthMode(mode)
  persistedTokens.set({ accessToken: token, refreshToken: null })
  const client = getClient()
  try {
    return startSession(await client.auth.authorize())
  } catch (error) {
    if (persistedTokens.get().accessToken === token)
      persistedTokens.set({ accessToken: null, refreshToken: null })
    if ($sessionStatus.get() !== 'signed-out') clearSessionState('signed-out', null)
    throw error
  }
}

const pendingBootstrap = shared('session.bootstrap', () => ({
  promise: null as Promise<CurrentUser | null> | null,
}))

/**
 * On page load: authorizes with the stored token (cookie mode first tries a refresh when none is stored).
 * Resolves to the user, or null when signed out. Rejects (and keeps the tokens) when the server cannot be
 * reached, so the UI can say so and retry. Concurrent calls share one attempt.
 */
export function bootstrap(): Promise<CurrentUser | null> {
  pendingBootstrap.promise ??= runBootstrap().finally(() => {
    pendingBootstrap.promise = null
  })
  return pendingBootstrap.promise
}

async function runBootstrap(): Promise<CurrentUser | null> {
  const signedIn = $user.get()
  if ($sessionStatus.get() === 'signed-in' && signedIn) return signedIn
  const client = getClient()
  if (!persistedTokens.get().accessToken && client.http.authMode === 'cookie') await client.http.refresh()
  if (!persistedTokens.get().accessToken) {
    clearSessionState('signed-out', null)
    return null
  }
  try {
    return startSession(await client.auth.authorize())
  } catch (error) {
    if (isApiError(error) && (error.kind === 'signed-out' || error.status === 401)) {
      persistedTokens.set({ accessToken: null, refreshToken: null })
      if ($sessionStatus.get() !== 'signed-out') clearSessionState('signed-out', 'unauthorized')
      return null
    }
    const profile = isUnreachable(error) ? readOfflineProfile($serverUrl.get()) : null
    if (!profile) throw error
    // No connection: open with what this device kept, so kept books play; the server confirms later.
    applyPayload({ ...profile, user: { ...profile.user, mediaProgress: undefined } })
    $sessionFromDevice.set(true)
    setConnection('offline')
    $signOutReason.set(null)
    $sessionStatus.set('signed-in')
    return $user.get()
  }
}

/** The network failed, timed out, or a proxy in front of the server said it could not reach it. */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false
  return error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 502
}

/**
 * A session opened from this device's copy asks the server again (after the network came back): true once the
 * server confirmed it (fresh user and settings); a refused token signs out, keeping what was listened offline for
 * after the next sign-in; false while the server still does not answer.
 */
export async function reconnectSession(): Promise<boolean> {
  if (!$sessionFromDevice.get()) return $sessionStatus.get() === 'signed-in'
  try {
    startSession(await getClient().auth.authorize())
    return true
  } catch (error) {
    if (isApiError(error) && (error.kind === 'signed-out' || error.status === 401)) {
      endSession('unauthorized')
      return false
    }
    if (isUnreachable(error)) setConnection('offline')
    else console.error('Could not confirm the session with the server', error)
    return false
  }
}

/** Ends the session on the server (best effort) and here. Resolves to the OpenID end-session URL, if any. */
export async function signOut(options: { allDevices?: boolean } = {}): Promise<string | null> {
  let redirect: string | null = null
  try {
    redirect = (await getClient().auth.logout(options))?.redirect_url ?? null
  } catch (error) {
    console.error('Sign-out request failed; signing out here anyway', error)
  }
  endSession('sign-out')
  return redirect
}

function startSession(response: LoginResponse): CurrentUser {
  applyPayload(response)
  $sessionFromDevice.set(false)
  if (isBrowserOnline()) setConnection('online')
  $signOutReason.set(null)
  $sessionStatus.set('signed-in')
  keepOfflineProfile()
  return $user.get() as CurrentUser
}

/** Token refresh failure and sign-out: the user and the tokens go (spec 01 §4 "Other state rules", §8). */
function endSession(reason: SessionEndReason) {
  persistedTokens.set({ accessToken: null, refreshToken: null })
  // A user who signs out takes the offline copy of their profile with them; a lost token keeps it for the next sign-in.
  if (reason === 'sign-out') clearOfflineProfile()
  clearSessionState('signed-out', reason)
}

/** Saves what an offline start needs (no tokens, no media progress). */
function saveOfflineProfileNow() {
  const user = $user.get()
  if ($sessionStatus.get() !== 'signed-in' || !user || $sessionFromDevice.get()) return
  saveOfflineProfile({
    serverUrl: $serverUrl.get(),
    user,
    serverSettings: $serverSettings.get(),
    userDefaultLibraryId: $userDefaultLibraryId.get(),
  })
}

/** Keeps the offline profile in step with the user and settings from now on. */
function keepOfflineProfile() {
  shared('session.offlineProfileWriter', () => {
    $user.listen(saveOfflineProfileNow)
    $serverSettings.listen(saveOfflineProfileNow)
    return true
  })
  saveOfflineProfileNow()
}

function clearSessionState(status: SessionStatus, reason: SessionEndReason | null) {
  $sessionFromDevice.set(false)
  $user.set(null)
  replaceMediaProgress([])
  $serverSettings.set(null)
  $userDefaultLibraryId.set(null)
  $ereaderDevices.set([])
  $signOutReason.set(reason)
  $sessionStatus.set(status)
}

/** Login, authorize and refresh answers share one shape; take the user, settings and default library from it. */
function applyPayload(payload: unknown) {
  if (!payload || typeof payload !== 'object') return
  const response = payload as Partial<LoginResponse>
  if (response.user) setCurrentUser(response.user)
  if (response.serverSettings) {
    $serverSettings.set(response.serverSettings)
    applyServerLanguage(response.serverSettings.language)
  }
  if (response.ereaderDevices) $ereaderDevices.set(response.ereaderDevices)
  if (typeof response.Source === 'string') $serverSource.set(response.Source)
  if (response.userDefaultLibraryId !== undefined)
    $userDefaultLibraryId.set(response.userDefaultLibraryId ?? null)
}

/**
 * Replaces the signed-in user (e.g. from a `user_updated` event); credentials in the payload are dropped. Media
 * progress, when the payload has it, goes to `$mediaProgress`; `$user` changes only when the rest of it did.
 */
export function setCurrentUser(user: CurrentUser & { mediaProgress?: User['mediaProgress'] }): void {
  const { mediaProgress, ...rest } = withoutTokens(user)
  if (mediaProgress) replaceMediaProgress(mediaProgress)
  const current = $user.get()
  if (!current || JSON.stringify(current) !== JSON.stringify(rest)) $user.set(rest)
}

/** Login payloads and user events carry the access, refresh and legacy tokens: none of them belong in state. */
function withoutTokens<U extends object>(user: U): U {
  const {
    accessToken: _access,
    refreshToken: _refresh,
    token: _legacy,
    ...rest
  } = user as U & {
    accessToken?: unknown
    refreshToken?: unknown
    token?: unknown
  }
  return rest as U
}

/** The current user's id, or null. */
export function currentUserId(): string | null {
  return $user.get()?.id ?? null
}
