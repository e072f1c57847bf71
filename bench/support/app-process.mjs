import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

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
