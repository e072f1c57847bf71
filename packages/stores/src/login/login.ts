import { isApiError, type ServerStatus } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { applyServerLanguage } from '../i18n/language'
import { isBrowserOnline } from '../offline/connection'
import { isAdminOrUp, isRoot } from '../permissions'
import { shared } from '../registry'
import { errorMessages } from '../server-error'
import { $serverUrl, type CurrentUser, configureServer, getClient, signIn } from '../session'
import { answersWithoutCors, isCrossOrigin, pageOrigin } from './origin'

/**
 * checking: asking the server for its status. needs-server: this page has no server behind it (no same-origin
 * proxy), so the visitor types its address. unreachable: nothing answers. cors-refused: the server answers but
 * refuses this page's origin. setup: first run, create the root user. sign-in: the sign-in form.
 */
export type LoginPhase = 'checking' | 'needs-server' | 'unreachable' | 'cors-refused' | 'setup' | 'sign-in'

export interface LoginState {
  phase: LoginPhase
  status: ServerStatus | null
}

/** The sign-in answers of spec 01 §8; 'Unknown error' and 'Server could not be reached' are `errorMessages`. */
export const loginMessages = storeMessages('login', {
  invalidCredentials: 'Invalid username or password',
  disabledHint: 'A disabled account cannot sign in either: ask the server’s administrator to enable it.',
  rootNameRequired: 'Must enter a root username',
  passwordMismatch: 'Passwords do not match',
  badAddress: 'Enter the server’s address, e.g. https://abs.example.com',
  openId: 'Login with OpenId',
})

export const $loginState = shared('login.state', () => atom<LoginState>({ phase: 'checking', status: null }))

/** OpenID fields of `authFormData` (present when the server offers OpenID). */
interface OpenIdFormData {
  authOpenIDButtonText?: string | null
  authOpenIDAutoLaunch?: boolean
}

const openIdData = (status: ServerStatus | null): OpenIdFormData =>
  (status?.authFormData ?? {}) as OpenIdFormData

const checks = shared('login.checks', () => ({
  latest: 0,
  early: null as { serverUrl: string; phase: Promise<LoginPhase> } | null,
}))

/**
 * Asks the configured server for its status and moves the sign-in page to the matching phase. When checks
 * overlap (the address changed meanwhile), only the latest one decides.
 */
export async function checkServer(): Promise<LoginPhase> {
  checkAgainWhenOnline()
  const run = ++checks.latest
  $loginState.set({ phase: 'checking', status: null })
  const { phase, status } = await statusOfServer()
  if (run === checks.latest) $loginState.set({ phase, status })
  return phase
}

/** A server that could not be reached is asked again as soon as the browser's network is back. */
function checkAgainWhenOnline() {
  shared('login.checkAgainWhenOnline', () => {
    globalThis.addEventListener?.('online', () => {
      if ($loginState.get().phase === 'unreachable') void checkServer()
    })
    return true
  })
}

/**
 * Starts the sign-in page's status check before the page renders (the app's entry calls it on /login), so the
 * answer is there by the time the page is: the page's first check for the same server joins it.
 */
export function startServerCheck(): void {
  checks.early = { serverUrl: $serverUrl.get(), phase: checkServer() }
}

/** The sign-in page's check as it shows: the one started early for the same server, else a new one. */
export function checkServerOnShow(): Promise<LoginPhase> {
  const early = checks.early
  checks.early = null
  return early && early.serverUrl === $serverUrl.get() ? early.phase : checkServer()
}

async function statusOfServer(): Promise<LoginState> {
  try {
    const status = await getClient().auth.status()
    if (status?.app !== 'audiobookshelf' && typeof status?.isInit !== 'boolean')
      throw new TypeError('Not a server')
    applyServerLanguage(status.language)
    return { phase: status.isInit ? 'sign-in' : 'setup', status }
  } catch (error) {
    return { phase: await failurePhase(error), status: null }
  }
}

async function failurePhase(error: unknown): Promise<LoginPhase> {
  console.error('Server status check failed', error)
  // With no network at all, nothing tells whether a server is behind this page: it cannot be reached for now.
  if (!isBrowserOnline()) return 'unreachable'
  if (!isCrossOrigin()) {
    // Same origin: a gateway error means the proxy is there but its server is down; anything else (404, a page
    // instead of JSON, no answer) means this page is served without a server behind it.
    const status = isApiError(error) ? error.status : null
    return status !== null && status >= 502 && status <= 504 ? 'unreachable' : 'needs-server'
  }
  return (await answersWithoutCors(getClient().http.url('/status'))) ? 'cors-refused' : 'unreachable'
}

/**
 * Points the app at the server address the visitor typed (cross-origin mode: tokens in headers) and checks it.
 * Throws TypeError with a readable message for an address that is not http(s).
 */
export async function chooseServerAddress(address: string): Promise<LoginPhase> {
  const text = address.trim()
  if (!text) throw new TypeError(loginMessages.get().badAddress)
  try {
    configureServer(text)
  } catch {
    throw new TypeError(loginMessages.get().badAddress)
  }
  return checkServer()
}

/** Goes back to the page's own origin (the same-origin proxy). */
export function chooseSameOriginServer(): Promise<LoginPhase> {
  configureServer('')
  return checkServer()
}

/** The text under the sign-in form for a failed attempt (spec: wrong password, unreachable server, server text). */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return errorMessages.get().unknown
  if (error.kind === 'network') return errorMessages.get().unreachable
  if (error.status === 401) {
    const text = error.serverText?.trim()
    return !text || text === 'Unauthorized' ? loginMessages.get().invalidCredentials : text
  }
  return error.serverText || error.message || errorMessages.get().unknown
}

/** Username/password sign-in from the form; the phase turns 'cors-refused' when a cross-origin server refuses us. */
export async function submitSignIn(username: string, password: string): Promise<CurrentUser> {
  try {
    return await signIn(username.trim(), password)
  } catch (error) {
    if (isApiError(error) && error.kind === 'network' && isCrossOrigin()) await checkServer()
    throw error
  }
}

/**
 * First run: creates the root user (POST /init) and signs in with it. Validation errors and the server's answer
 * are thrown as Errors with the text to show.
 */
export async function createRootUser(
  username: string,
  password: string,
  confirmation: string,
): Promise<CurrentUser> {
  const name = username.trim()
  if (!name) throw new Error(loginMessages.get().rootNameRequired)
  if (password !== confirmation) throw new Error(loginMessages.get().passwordMismatch)
  try {
    await getClient().auth.init(name, password)
  } catch (error) {
    console.error('Server set-up failed', error)
    throw new Error(isApiError(error) ? error.serverText || error.message : errorMessages.get().unknown)
  }
  $loginState.set({ phase: 'sign-in', status: $loginState.get().status })
  return signIn(name, password)
}

export function offersLocalSignIn(status: ServerStatus | null): boolean {
  const methods = status?.authMethods ?? []
  return methods.length === 0 || methods.includes('local')
}

export function offersOpenId(status: ServerStatus | null): boolean {
  return !!status?.authMethods?.includes('openid')
}

export function openIdButtonText(status: ServerStatus | null): string {
  return openIdData(status).authOpenIDButtonText || loginMessages.get().openId
}

/** Spec 01 §2: the OpenID sign-in starts by itself when the server asks for it, unless autoLaunch=0. */
export function shouldAutoLaunchOpenId(status: ServerStatus | null, autoLaunchParam: string | null): boolean {
  return offersOpenId(status) && openIdData(status).authOpenIDAutoLaunch === true && autoLaunchParam !== '0'
}

/** Where the browser goes to sign in with OpenID; the server sends it back to `callbackUrl` with a token. */
export function openIdStartUrl(callbackUrl: string): string {
  return getClient().auth.openIdUrl(callbackUrl)
}

/** The custom message the server shows above the form (HTML; sanitise before rendering), or null. */
export function loginCustomMessage(status: ServerStatus | null): string | null {
  return status?.authFormData?.authLoginCustomMessage || null
}

/**
 * Where to go after signing in: the redirect target when it is an app path the user may open (non-admins may not
 * be sent into config pages other than their stats), else the current library. With no library: root goes to the
 * library settings, anyone else nowhere (null; the app says there are no libraries).
 */
export function pathAfterSignIn(
  redirect: string | null,
  user: CurrentUser | null,
  libraryId: string | null,
): string | null {
  if (!libraryId) return isRoot(user) ? '/config/libraries' : null
  if (redirect && isAppPath(redirect)) {
    const configPage = redirect.startsWith('/config/') || redirect === '/config'
    if (isAdminOrUp(user) || !configPage || redirect === '/config/stats') return redirect
  }
  return `/library/${libraryId}`
}

/** A path inside this app: one leading slash, no scheme or other host (no open redirects). */
export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
}

/** The address the allowed-origins setting needs for this page. */
export function corsOriginToAllow(): string {
  return pageOrigin()
}
