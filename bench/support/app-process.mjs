import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launchBrowser } from '../../test-support/browser.ts'
import { startDemoServer } from '../../test-support/demo-server.ts'
import { buildReferenceApp } from './figures.mjs'

const CLI = resolve(import.meta.dirname, '../../apps/reference-app/server/cli.ts')

/**
 * The reference app's production server in a process of its own, as it is deployed, once it is warm: its build
 * compressed ahead of the first visit, as on a server that has been running (the benchmarks measure a browser's
 * cold load, not the server's first seconds). Inside the benchmark's
 * process it would share one event loop with the Playwright client driving the browser, whose protocol traffic
 * held its answers back by tens of milliseconds.
 */
export async function startAppProcess({ serverUrl, distDir }) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, ABS_URL: serverUrl, SHELF_DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise((resolveUrl, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = output.match(/Shelfkit is at (http:\/\/\S+)/)
      if (match && /Compressed \d+ files/.test(output)) resolveUrl(match[1])
    })
    child.once('exit', (code) => reject(new Error(`the app server exited (${code}) before it was ready`)))
  })
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The reference app as the benchmarks run it: a production build of its own (so other builds of the working tree
 * cannot change the files under test), its server in a process of its own, and a demo server behind it. `stop`
 * ends both and deletes the build.
 */
export async function startBenchApp() {
  const distDir = mkdtempSync(join(tmpdir(), 'shelfkit-bench-app-'))
  buildReferenceApp(distDir)
  const demo = await startDemoServer()
  const server = await startAppProcess({ serverUrl: demo.url, distDir })
  return {
    url: server.url,
    demo,
    async stop() {
      await server.stop()
      await demo.stop()
      rmSync(distDir, { recursive: true, force: true })
    },
  }
}

/**
 * What the page benchmarks measure against: a demo server on `dataDir` (kept between runs, `demoArgs` passed on),
 * the reference app's server on the build in `distDir`, and headless Chromium, started side by side. `stop` ends
 * all three.
 */
export async function startBenchStack({ dataDir, demoArgs, distDir }) {
  mkdirSync(dataDir, { recursive: true })
  const demo = await startDemoServer({ dataDir, args: demoArgs })
  const [server, browser] = await Promise.all([
    startAppProcess({ serverUrl: demo.url, distDir }),
    launchBrowser(),
  ])
  return {
    demo,
    browser,
    app: { url: server.url, demo },
    async stop() {
      await browser.close()
      await server.stop()
      await demo.stop()
    },
  }
}
