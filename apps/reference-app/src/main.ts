import { followLanguage, installTrustedTypesPolicy, storeMessages } from '@shelfkit/stores'
import { startFirstPage } from './pages/prefetch'

// The pages enforce Trusted Types: the policy is in place before any code can reach a guarded sink.
installTrustedTypesPolicy()

const messages = storeMessages('app.start', {
  couldNotLoad: 'Shelfkit could not load. Check the connection and reload the page.',
})

// This entry is small on purpose: the first page's data and code are asked for before React DOM and the app
// (./start, which index.html preloads beside this file) are parsed and run.
startFirstPage()
// <html lang dir> follow the interface language, at once when it changes (right-to-left languages mirror the layout).
followLanguage(document.documentElement)
import('./start').catch((error: unknown) => {
  console.error('Shelfkit could not load', error)
  const app = document.getElementById('app')
  if (app && !app.firstElementChild) app.textContent = messages.get().couldNotLoad
})
