import { AppLink, Button, Logo } from '@shelfkit/elements'

/** Spec 01 §8 error page: a large status code (500 if none), the message or 'Unknown error', a logo, a link home. */
export default function NotFoundPage({
  status = 404,
  message = 'Page not found',
  reload = false,
}: {
  status?: number
  message?: string
  /** Also offer reloading the app (its code failed to load). */
  reload?: boolean
}) {
  return (
    <div className="sk-error-page">
      <Logo size={48} />
      <p className="sk-error-page__status">{status || 500}</p>
      <p className="sk-error-page__message">{message || 'Unknown error'}</p>
      {reload && (
        <Button icon="refresh" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
      <AppLink to="/" className="sk-button sk-button--primary">
        Go home
      </AppLink>
    </div>
  )
}
