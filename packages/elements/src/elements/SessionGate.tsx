import { useStore } from '@nanostores/react'
import { $sessionStatus, i18n } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { Spinner } from '../ui/Spinner'
import { $connectionProblem } from './connection'

/** What the elements say to a visitor (shared by the React elements). */
export const elementMessages = i18n('elements.common', {
  signedOut: 'Sign in to audiobookshelf to see this.',
  nothingHere: 'Nothing here yet.',
  noItemId: 'Set the item-id attribute to the library item to show.',
  signedInAs: 'Signed in as {name}',
  signOut: 'Sign out',
})

/**
 * Shows `children` once the shared session is signed in; meanwhile a spinner, and when signed out the reason
 * (a connection problem in plain words, else a sign-in hint).
 */
export function SessionGate({
  children,
  signedOut,
  pending,
}: {
  children: ReactNode
  /** Shown instead of the sign-in hint. */
  signedOut?: ReactNode
  /** Shown instead of the spinner while the session is restored. */
  pending?: ReactNode
}) {
  const t = useStore(elementMessages)
  const status = useStore($sessionStatus)
  const problem = useStore($connectionProblem)
  if (status === 'signed-in') return <>{children}</>
  if (problem) return <ElementMessage error>{problem}</ElementMessage>
  if (status === 'unknown') return <>{pending === undefined ? <Spinner /> : pending}</>
  return <>{signedOut === undefined ? <ElementMessage>{t.signedOut}</ElementMessage> : signedOut}</>
}

export function ElementMessage({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <p
      className={`sk-element__message${error ? ' sk-element__message--error' : ''}`}
      role={error ? 'alert' : undefined}
    >
      {children}
    </p>
  )
}
