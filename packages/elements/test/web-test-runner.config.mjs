// Element tests in Debian's headless Chromium (web-test-runner). Run with `pnpm --filter @shelfkit/elements
// test:browser`: builds the self-contained bundles the tests load, starts demo servers (one allowing this page's
// origin, one refusing it), serves the test pages on localhost (cross-origin to the servers on 127.0.0.1).
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { defaultReporter } from '@web/test-runner'
import { chromeLauncher } from '@web/test-runner-chrome'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test-support/browser.ts'
import { startDemoServer } from '../../../test-support/demo-server.ts'
import { summaryReporter } from './summary-reporter.mjs'

const packageDir = resolve(import.meta.dirname, '..')
const repoRoot = resolve(packageDir, '../..')
/** Test bundles live outside dist/ so they never end up in the npm package. */
export const BUNDLE_DIR = resolve(packageDir, 'node_modules/.cache/shelfkit-element-bundles')

/** Self-contained bundles: all elements in one, and single elements built separately (own React, own stores). */
const BUNDLES = [
  ['all', 'shelf-elements'],
  ['player', 'shelf-player'],
  ['item', 'shelf-item'],
]

async function buildBundles() {
  // Production React and lit, as published.
  process.env.NODE_ENV = 'production'
  for (const [folder, entry] of BUNDLES) {
    process.env.SHELF_ENTRY = entry
    process.env.SHELF_OUT_DIR = resolve(BUNDLE_DIR, folder)
    await build({
      root: packageDir,
      configFile: resolve(packageDir, 'vite.config.ts'),
      mode: 'standalone',
      logLevel: 'error',
      build: { emptyOutDir: true },
    })
  }
  delete process.env.SHELF_ENTRY
  delete process.env.SHELF_OUT_DIR
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

const port = await freePort()
const pageOrigin = `http://localhost:${port}`
let servers = []
let env = {}

/** Starts the demo servers before the first test and hands their addresses to the pages at /__env.json. */
const demoServers = {
  name: 'shelfkit-demo-servers',
  async serverStart() {
    await buildBundles()
    const [open, closed] = await Promise.all([
      startDemoServer({ args: ['--allowed-origins', pageOrigin, '--quiet'] }),
      startDemoServer({ args: ['--quiet'] }),
    ])
    servers = [open, closed]
    env = {
      serverUrl: open.url,
      refusingServerUrl: closed.url,
      pageOrigin,
      bundles: `/${resolve(BUNDLE_DIR).slice(repoRoot.length + 1)}`,
    }
  },
  async serverStop() {
    await Promise.all(servers.map((server) => server.stop()))
  },
  serve(context) {
    if (context.path === '/__env.json') return { body: JSON.stringify(env), type: 'json' }
  },
}

export default {
  rootDir: repoRoot,
  port,
  hostname: 'localhost',
  files: [resolve(packageDir, 'test/**/*.spec.ts')],
  nodeResolve: true,
  concurrency: 2,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 30_000 } },
  reporters: [defaultReporter(), summaryReporter()],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), demoServers],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
      // Test files running side by side must not share browser storage (the session lives there).
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
}
