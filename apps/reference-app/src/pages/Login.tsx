import { useStore } from '@nanostores/react'
import { LanguageSelect, LoginForm, Logo, PRODUCT_NAME } from '@shelfkit/elements'
import {
  $sessionStatus,
  $user,
  type CurrentUser,
  configureServer,
  ensureCurrentLibrary,
  i18n,
  params,
  pathAfterSignIn,
  signInWithToken,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { replaceAddressParams } from '../address'
import { $router } from '../router'

const messages = i18n('app.signIn', {
  notAnAddress: params('Not a server address: {address}'),
  openIdFailed: 'Sign-in with OpenID failed',
  noLibraries: 'No libraries available',
  noAccess: 'Your account cannot open any library yet. Ask the server’s administrator for access.',
})

/**
 * The page's address. The build prerenders this page (src/prerender.tsx) where there is no window: there it is the
 * plain /login with no query, as the app server sends it.
 */
function pageUrl(): URL {
  return typeof window === 'undefined' ? new URL('http://localhost/login') : new URL(window.location.href)
}

/** The page's query, read once: the sign-in flow removes what it used from the address bar. */
function readQuery() {
  const params = pageUrl().searchParams
  return {
    redirect: params.get('redirect'),
    autoLaunch: params.get('autoLaunch'),
    /** Cross-origin mode: `?server=https://abs.example.com` picks the server. */
    server: params.get('server'),
    /** The OpenID callback brings the access token (the refresh token is in the server's cookie). */
    accessToken: params.get('accessToken'),
    error: params.get('error'),
  }
}

/** Drops one-time parameters (token, server, error) from the address bar, keeping redirect and autoLaunch. */
function cleanAddressBar() {
  replaceAddressParams((params) => {
    for (const name of ['accessToken', 'setToken', 'server', 'error']) params.delete(name)
  })
}

/**
 * /login: the plain sign-in page. Signed in (by the form, a stored session or an OpenID callback), it goes to the
 * redirect target or the current library; with no library at all it says so.
 */
export default function LoginPage() {
  const t = useStore(messages)
  const [query] = useState(readQuery)
  const status = useStore($sessionStatus)
  const [noLibraries, setNoLibraries] = useState(false)
  const [tokenError, setTokenError] = useState<string | null>(null)

  useEffect(() => {
    if (query.server) {
      try {
        configureServer(query.server)
      } catch {
        setTokenError(messages.get().notAnAddress({ address: query.server }))
      }
    }
    if (query.accessToken) {
      signInWithToken(query.accessToken, 'cookie').catch((error: unknown) => {
        console.error('OpenID sign-in failed', error)
        setTokenError(messages.get().openIdFailed)
      })
    }
    cleanAddressBar()
  }, [query])

  useEffect(() => {
    if (status !== 'signed-in') return
    let cancelled = false
    void leave($user.get(), query.redirect).then((found) => {
      if (!cancelled && !found) setNoLibraries(true)
    })
    return () => {
      cancelled = true
    }
  }, [status, query.redirect])

  return (
    <div className="sk-login-page">
      <div className="sk-login__brand">
        <Logo size={36} />
        <span>{PRODUCT_NAME}</span>
      </div>
      <main>
        {noLibraries ? (
          <div className="sk-login">
            <div className="sk-login__card">
              <h1 className="sk-login__title">{t.noLibraries}</h1>
              <p>{t.noAccess}</p>
            </div>
          </div>
        ) : (
          <LoginForm
            onSignedIn={() => undefined}
            openIdCallbackUrl={`${pageUrl().origin}/login`}
            autoLaunch={query.autoLaunch}
            notice={tokenError ?? query.error}
          />
        )}
        <LanguageChoice />
      </main>
    </div>
  )
}

/**
 * The interface language, offered before signing in. The page is prerendered in en-us without it (the visitor's
 * choice is only known in the browser): it joins once the app runs, below the form so nothing moves.
 */
function LanguageChoice() {
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])
  return running ? <LanguageSelect className="sk-login__language" /> : null
}

/** Goes where sign-in leads; false when the user has no library to go to. */
async function leave(user: CurrentUser | null, redirect: string | null): Promise<boolean> {
  const libraryId = await ensureCurrentLibrary()
  const path = pathAfterSignIn(redirect, user, libraryId)
  if (!path) return false
  $router.open(path, true)
  return true
}
