import type { ResourceState } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { ResourceView } from './ResourceView'

/** A content page that shows one store resource under its title (latest episodes, download queue, stats). */
export function ResourcePage<T>({
  title,
  state,
  className,
  children,
}: {
  title: string
  state: ResourceState<T>
  /** Added to `sk-content-page`. */
  className?: string
  children: (data: T) => ReactNode
}) {
  return (
    <div className={className ? `sk-content-page ${className}` : 'sk-content-page'}>
      <header className="sk-page-header">
        <div className="sk-page-header__text">
          <h1 className="sk-page-header__title">{title}</h1>
        </div>
      </header>
      <ResourceView state={state}>{children}</ResourceView>
    </div>
  )
}
