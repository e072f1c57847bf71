import { CORE_STYLESHEETS } from '@shelfkit/elements'
import { warmCatalogueParts } from '@shelfkit/stores'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import appCss from './app.css?inline'
import { pageSettled } from './page-settled'
import { $router } from './router'
import { addAppStylesheet, addStylesheets } from './stylesheets'

addAppStylesheet(appCss)
addStylesheets(CORE_STYLESHEETS)

const container = document.getElementById('app')!
// The sign-in page arrives prerendered (login.html, see prerender-sign-in.ts): the app takes over its markup, with
// what was typed meanwhile. A first render that differs (a message in the query, an ended session) renders anew.
if (container.firstElementChild && $router.get()?.route === 'login')
  hydrateRoot(container, <App />, {
    onRecoverableError: (error) => console.warn('The sign-in page was rendered anew:', error),
  })
else createRoot(container).render(<App />)
container.setAttribute('data-started', '')

// Once the first page is shown: the table of the other languages' catalogue parts, so a switch costs one request.
const settled = pageSettled()
void settled.then(warmCatalogueParts)

// The service worker's install downloads the whole shell for offline use: it waits until the first page is shown
// and the network is quiet, so neither its code nor its downloads compete with the first page's requests.
if ('serviceWorker' in navigator)
  void settled
    .then(() => import('./service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
