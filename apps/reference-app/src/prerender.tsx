import { CORE_STYLESHEETS } from '@shelfkit/elements'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import appCss from './app.css?inline'
import { $router } from './router'

/**
 * The sign-in page as the build writes it into `login.html` (see `prerender-sign-in.ts`): the markup the app's first
 * render of /login produces, and the stylesheets it adds, so the form can be used at first paint while the app's
 * script downloads and starts. `start.tsx` hydrates this markup.
 */
export function renderSignInPage(): { html: string; stylesheets: readonly string[] } {
  $router.open('/login')
  return { html: renderToString(<App />), stylesheets: [...CORE_STYLESHEETS, appCss] }
}
