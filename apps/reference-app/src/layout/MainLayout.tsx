import type { ReactNode } from 'react'
import { hidesToolbar, isConfigRoute, type RouteName } from '../router'
import { PlayerContainer } from './PlayerContainer'

/**
 * Spec 01 §2 main layout: app bar, side rail, content area, media player container.
 * Config routes hide the side rail; upload and account hide the toolbar.
 */
export function MainLayout({ route, children }: { route: RouteName | undefined; children: ReactNode }) {
  return (
    <div
      className="sk-layout"
      data-config={isConfigRoute(route) || undefined}
      data-no-toolbar={hidesToolbar(route) || undefined}
    >
      <main className="sk-layout__content" id="main">
        {children}
      </main>
      <PlayerContainer />
    </div>
  )
}
