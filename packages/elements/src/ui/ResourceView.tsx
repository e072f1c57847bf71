import { useStore } from '@nanostores/react'
import { i18n, type ResourceState } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { Spinner } from './Spinner'

const messages = i18n('ui.resource', { loading: 'Loading…' })

/**
 * Renders a store resource: a spinner while the first load runs, the error text when it failed, else the data
 * (kept on screen during reloads).
 */
export function ResourceView<T>({
  state,
  children,
  loadingLabel,
}: {
  state: ResourceState<T>
  children: (data: T) => ReactNode
  loadingLabel?: string
}) {
  const t = useStore(messages)
  if (state.data !== null) return <>{children(state.data)}</>
  if (state.status === 'error') {
    return (
      <p className="sk-resource-error" role="alert">
        {state.error}
      </p>
    )
  }
  return (
    <div className="sk-resource-loading">
      <Spinner size={36} label={loadingLabel ?? t.loading} />
    </div>
  )
}
