import { AppLink } from '@shelfkit/elements'

/** Spec 01 §8 error page: a large status code, the message, and a link to the root path. */
export default function NotFoundPage({
  status = 404,
  message = 'Page not found',
}: {
  status?: number
  message?: string
}) {
  return (
    <main className="sk-error-page">
      <p className="sk-error-page__status">{status}</p>
      <p>{message || 'Unknown error'}</p>
      <AppLink to="/">Go home</AppLink>
    </main>
  )
}
