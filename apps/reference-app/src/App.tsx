import { useStore } from '@nanostores/react'
import { Button, NavigationProvider, Spinner, Toasts } from '@shelfkit/elements'
import { $sessionStatus, $signOutReason, bootstrap, errorMessages, showToast } from '@shelfkit/stores'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { replaceAddressParams } from './address'
import { type CodeSplit, useCodeReady } from './code-split'
import { MainLayout } from './layout'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PAGES } from './pages'
import LoginPage from './pages/Login'
import NotFoundPage, { errorPageMessages } from './pages/NotFound'
import { prefetchRoute } from './pages/prefetch'
import { $router, currentFullPath, loginPathFor, PLAIN_ROUTES } from './router'

const navigation = {
  href: (path: string) => path,
  navigate: (path: string, options?: { replace?: boolean }) => $router.open(path, options?.replace),
}

export function App() {
  const page = useStore($router)
  const status = useStore($sessionStatus)
  const [unreachable, setUnreachable] = useState(false)

  const start = useCallback(() => {
    setUnreachable(false)
    bootstrap().catch((error: unknown) => {
      console.error('Could not restore the session', error)
      setUnreachable(true)
    })
  }, [])
  useEffect(() => start(), [start])
  useRoutePrefetch(status === 'signed-in')

  useErrorQueryToast()
  // The socket waits for the shell's first paint so its code and connection do not hold the first page back;
  // pages without the shell start it at once. Once started it stays for the session.
  const [liveAllowed, allowLive] = useState(false)

  const route = page?.route
  const plain = route !== undefined && PLAIN_ROUTES.has(route)
  useEffect(() => {
    if (status !== 'signed-out' || plain) return
    // An explicit sign-out lands on a plain sign-in page; a lost session comes back to where it was.
    const target = $signOutReason.get() === 'sign-out' ? '/login' : loginPathFor(route, currentFullPath())
    $router.open(target, true)
  }, [status, plain, route])

  const Page = route ? PAGES[route] : undefined
  const signedInShell = route !== 'login' && status === 'signed-in' && !plain
  // The shell waits for its code with the full-page spinner rather than suspending: see code-split.ts.
  const shellReady = useCodeReady(signedInShell ? MainLayout : undefined)
  if (!liveAllowed && status === 'signed-in' && !signedInShell) allowLive(true)
  useLiveUpdates(status === 'signed-in' && liveAllowed)

  let content: React.ReactNode
  if (route === 'login') content = <LoginPage />
  else if (status !== 'signed-in' && !plain)
    content = unreachable ? <UnreachablePage onRetry={start} /> : <FullPageSpinner />
  else {
    const body = Page ? (
      <PageErrorBoundary resetKey={page?.path}>
        <PageBody Page={Page} />
      </PageErrorBoundary>
    ) : (
      <NotFoundPage />
    )
    content = plain ? (
      body
    ) : shellReady ? (
      <PageErrorBoundary resetKey={page?.path}>
        <Suspense fallback={<FullPageSpinner />}>
          <MainLayout route={route} params={page?.params ?? {}} onFirstPaint={allowLive}>
            {body}
          </MainLayout>
        </Suspense>
      </PageErrorBoundary>
    ) : (
      <FullPageSpinner />
    )
  }

  return (
    <NavigationProvider value={navigation}>
      <div className="sk-root sk-app">
        {content}
        <Toasts />
      </div>
    </NavigationProvider>
  )
}

/** The page, once its code is there (a spinner until then, inside the shell). */
function PageBody({ Page }: { Page: CodeSplit }) {
  const ready = useCodeReady(Page)
  return ready ? (
    <Suspense fallback={<FullPageSpinner />}>
      <Page />
    </Suspense>
  ) : (
    <FullPageSpinner />
  )
}

function FullPageSpinner() {
  return (
    <div className="sk-page-spinner">
      <Spinner size={40} />
    </div>
  )
}

/** The stored session could not be checked because the server did not answer. */
function UnreachablePage({ onRetry }: { onRetry(): void }) {
  const t = useStore(errorPageMessages)
  const errors = useStore(errorMessages)
  return (
    <main className="sk-error-page">
      <p className="sk-error-page__message">{errors.unreachable}</p>
      <Button icon="refresh" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </main>
  )
}

/**
 * Socket, server-event reactions and route moves once signed in; the module is imported on demand so the sign-in
 * page does not load it.
 */
function useLiveUpdates(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return
    let stop: (() => void) | null = null
    let cancelled = false
    void import('./live').then(({ startShellLiveUpdates }) => {
      if (!cancelled) stop = startShellLiveUpdates()
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [signedIn])
}

/** The first page's data right after a sign-in (with a stored session, `startFirstPage` already asked for it). */
function useRoutePrefetch(signedIn: boolean) {
  useEffect(() => {
    const page = $router.get()
    if (signedIn && page) prefetchRoute(page.route, page.params, window.location.search)
  }, [signedIn])
}

/**
 * Spec 01 §2: a query parameter named error shows an error toast and is then removed from the URL. Read while
 * rendering: a page's own effects run before this one, and a page that sends the visitor elsewhere (a page they
 * may not see) leaves the address without its parameters.
 */
function useErrorQueryToast() {
  const page = useStore($router)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every route change
  const message = useMemo(
    // The sign-in page is also rendered at build time, with no window.
    () => (typeof window === 'undefined' ? null : new URL(window.location.href).searchParams.get('error')),
    [page],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every route change
  useEffect(() => {
    if (message === null) return
    // The sign-in page shows an OpenID callback's error in its form instead.
    if (window.location.pathname === '/login') return
    showToast({ type: 'error', message: message || errorMessages.get().unknown })
    replaceAddressParams((params) => params.delete('error'))
  }, [page])
}
