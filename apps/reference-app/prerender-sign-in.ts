import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createServer, type Plugin } from 'vite'
import { SIGNED_IN_PRELOAD } from './preload-app-chunk.ts'
import { SIGN_IN_PAGE } from './server/sign-in-page.ts'

/**
 * Until the app has started, a press of Enter must not submit the plain form (a GET would put the password in the
 * address): the form is marked and `LoginForm` submits it once it runs.
 */
const HOLD_EARLY_SUBMIT = `<script>addEventListener('submit',function(e){if(!document.getElementById('app').hasAttribute('data-started')){e.preventDefault();e.target.setAttribute('data-submit-pending','')}},true)</script>`

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style')

/**
 * Writes `login.html` next to the built `index.html`: the same page without the preloads of a signed-in visit's code,
 * with the sign-in page's markup and stylesheets in it (rendered by `src/prerender.tsx` through Vite's SSR loader),
 * so the form is shown and usable at first paint instead of after the app's script has downloaded, parsed and
 * rendered.
 */
export function prerenderSignInPage(): Plugin {
  let root = ''
  let outDir = ''
  return {
    name: 'shelfkit:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // A failed build wrote no page: leave the build's own error to tell why.
      if (!existsSync(resolve(outDir, 'index.html'))) return
      const loader = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const { renderSignInPage } = (await loader.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('./src/prerender')
        const { html, stylesheets } = renderSignInPage()
        const page = await readFile(join(outDir, 'index.html'), 'utf8')
        const styles = stylesheets
          .map((css) => `<style data-prerendered>${escapeStyle(css)}</style>`)
          .join('')
        const signInPage = page
          // The shell and the first signed-in page's code wait for a sign-in (the sign-in page's budget).
          .replace(new RegExp(`<link\\b[^>]*\\s${SIGNED_IN_PRELOAD}\\b[^>]*>\\s*`, 'g'), '')
          .replace('</head>', `${styles}</head>`)
          .replace('<div id="app"></div>', `<div id="app">${html}</div>${HOLD_EARLY_SUBMIT}`)
        if (signInPage === page) throw new Error('index.html has no <div id="app"></div> to fill')
        await writeFile(join(outDir, SIGN_IN_PAGE), signInPage)
      } finally {
        await loader.close()
      }
    },
  }
}
