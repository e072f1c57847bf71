import { STYLESHEETS } from '@shelfkit/elements'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import appCss from './app.css?inline'

for (const css of [...STYLESHEETS, appCss]) {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
}

createRoot(document.getElementById('app')!).render(<App />)
