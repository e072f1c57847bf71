import { useStore } from '@nanostores/react'
import { NavigationProvider, Spinner, Toasts } from '@shelfkit/elements'
import { $sessionStatus, bootstrap, showToast } from '@shelfkit/stores'
import { Suspense, useEffect } from 'react'
import { MainLayout } from './layout/MainLayout'
import { PAGES } from './pages'
import LoginPage from './pages/Login'
import NotFoundPage from './pages/NotFound'
import { $router, currentFullPath, loginPathFor, PLAIN_ROUTES } from './router'

const navigation = {
  href: (path: string) => path,
  navigate: (path: string, options?: { replace?: boolean }) => $router.open(path, options?.replace),
}

export function App() {
  const page = useStore($router)
  const status = useStore($sessionStatus)

  useEffect(() => {
    void bootstrap()
  }, [])

  useErrorQueryToast()

  const route = page?.route
  const plain = route !== undefined && PLAIN_ROUTES.has(route)
  useEffect(() => {
    if (status === 'signed-out' && !plain) $router.open(loginPathFor(route, currentFullPath()), true)
  }, [status, plain, route])

  let content: React.ReactNode
  if (route === 'login') content = <LoginPage />
  else if (status !== 'signed-in' && !plain) content = <FullPageSpinner />
  else {
    const Page = route ? PAGES[route] : undefined
    const body = Page ? (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    ) : (
      <NotFoundPage />
    )
    content = plain ? body : <MainLayout route={route}>{body}</MainLayout>
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

function FullPageSpinner() {
  return (
    <div className="sk-page-spinner">
      <Spinner size={40} />
    </div>
  )
}

/** Spec 01 §2: a query parameter named error shows an error toast and is then removed from the URL. */
function useErrorQueryToast() {
  const page = useStore($router)
  useEffect(() => {
    const url = new URL(window.location.href)
    const message = url.searchParams.get('error')
    if (message === null) return
    showToast({ type: 'error', message: message || 'Unknown error' })
    url.searchParams.delete('error')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }, [page])
}
