import { installTrustedTypesPolicy } from '@shelfkit/stores'
import { startFirstPage } from './pages/prefetch'

// The pages enforce Trusted Types: the policy is in place before any code can reach a guarded sink.
installTrustedTypesPolicy()

// This entry is small on purpose: the first page's data and code are asked for before React DOM and the app
// (./start, which index.html preloads beside this file) are parsed and run.
startFirstPage()
import('./start').catch((error: unknown) => {
  console.error('Shelfkit could not load', error)
  const app = document.getElementById('app')
  if (app && !app.firstElementChild)
    app.textContent = 'Shelfkit could not load. Check the connection and reload the page.'
})
