import { Component, type ReactNode } from 'react'
import NotFoundPage from './pages/NotFound'

interface State {
  error: unknown
}

/** A page's code that failed to download (the app was redeployed, or the connection dropped). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}

/**
 * Spec 01 §8: a page that throws while rendering, or whose code cannot load, shows the error page (500) inside the
 * shell instead of a blank screen; moving to another path (a new `resetKey`) tries again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isChunkLoadError(error)) return <NotFoundPage status={500} problem="couldNotLoad" reload />
    return <NotFoundPage status={500} message={error instanceof Error ? error.message : ''} />
  }
}
