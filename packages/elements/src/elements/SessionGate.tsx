import { useStore } from '@nanostores/react'
import { $sessionStatus } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { Spinner } from '../ui/Spinner'
import { $connectionProblem } from './connection'

export const SIGNED_OUT_TEXT = 'Sign in to audiobookshelf to see this.'

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
  const status = useStore($sessionStatus)
  const problem = useStore($connectionProblem)
  if (status === 'signed-in') return <>{children}</>
  if (problem) return <ElementMessage error>{problem}</ElementMessage>
  if (status === 'unknown') return <>{pending === undefined ? <Spinner /> : pending}</>
  return <>{signedOut === undefined ? <ElementMessage>{SIGNED_OUT_TEXT}</ElementMessage> : signedOut}</>
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
