import { CORE_STYLESHEETS } from '@shelfkit/elements'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import appCss from './app.css?inline'
import { startFirstPage } from './pages/prefetch'
import { addAppStylesheet, addStylesheets } from './stylesheets'

startFirstPage()
addAppStylesheet(appCss)
addStylesheets(CORE_STYLESHEETS)

createRoot(document.getElementById('app')!).render(<App />)
