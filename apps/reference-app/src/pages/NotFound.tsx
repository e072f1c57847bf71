import { useStore } from '@nanostores/react'
import { AppLink, Button, Logo } from '@shelfkit/elements'
import { i18n } from '@shelfkit/stores'

/** The app's own error and notice texts (spec 01 §8). */
export const errorPageMessages = i18n('app.errorPage', {
  notFound: 'Page not found',
  unknown: 'Unknown error',
  couldNotLoad: 'This page could not be loaded. Reload to try again.',
  noLibraries: 'No libraries available',
  libraryNotFound: 'Library not found',
  reload: 'Reload',
  goHome: 'Go home',
  tryAgain: 'Try again',
})

type Problem = 'notFound' | 'couldNotLoad' | 'noLibraries' | 'libraryNotFound'

/** Spec 01 §8 error page: a large status code (500 if none), the message or 'Unknown error', a logo, a link home. */
export default function NotFoundPage({
  status = 404,
  problem = 'notFound',
  message,
  reload = false,
}: {
  status?: number
  /** What went wrong, in the interface language. */
  problem?: Problem
  /** What went wrong in words that came with the error (they replace the problem's). */
  message?: string
  /** Also offer reloading the app (its code failed to load). */
  reload?: boolean
}) {
  const t = useStore(errorPageMessages)
  return (
    <div className="sk-error-page">
      <Logo size={48} />
      <p className="sk-error-page__status">{status || 500}</p>
      <p className="sk-error-page__message">{(message ?? t[problem]) || t.unknown}</p>
      {reload && (
        <Button icon="refresh" onClick={() => window.location.reload()}>
          {t.reload}
        </Button>
      )}
      <AppLink to="/" className="sk-button sk-button--primary">
        {t.goHome}
      </AppLink>
    </div>
  )
}
