import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

const repoRoot = resolve(import.meta.dirname, '..')
const cliPath = 'apps/demo-server/src/cli.ts'
const startTimeoutMs = 120_000

export interface DemoServer {
  /** e.g. http://127.0.0.1:41234 (no base path; the server accepts paths with or without /audiobookshelf). */
  url: string
  port: number
  dataDir: string
  /** Stops the process and deletes the data folder if this helper created it. */
  stop(): Promise<void>
  /** Stops the process and starts it again on the same port with the same data folder. */
  restart(): Promise<void>
}

export interface StartDemoServerOptions {
  /** Extra CLI flags, e.g. ['--as', '2.36'] or ['--token-ttl', '2'] or ['--fresh']. */
  args?: string[]
  env?: Record<string, string>
  /** Reuse this data folder (kept on stop). Default: a new temporary folder, deleted on stop. */
  dataDir?: string
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

function launch(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let stderr = ''
  child.stderr!.setEncoding('utf8')
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8000)
  })
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`demo server did not start within ${startTimeoutMs} ms\n${stderr}`))
    }, startTimeoutMs)
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const match = /^Listening on (http:\/\/\S+)$/.exec(line)
      if (!match) return
      clearTimeout(timer)
      // Keep draining stdout so the child never blocks on a full pipe.
      child.stdout!.resume()
      resolvePromise({ child, url: match[1]! })
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`demo server exited (code ${code}, signal ${signal}) before listening\n${stderr}`))
    })
  })
}

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolvePromise) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(killer)
      resolvePromise()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Spawns a real demo server process (`node --import tsx apps/demo-server/src/cli.ts --port 0 --data <dir>`)
 * and resolves once it prints its Listening line. The auth rate limiter is off unless `env` sets
 * RATE_LIMIT_AUTH_MAX, so suites can sign in as often as they like.
 */
export async function startDemoServer(options: StartDemoServerOptions = {}): Promise<DemoServer> {
  const ownsDataDir = !options.dataDir
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shelfkit-demo-'))
  const env = { RATE_LIMIT_AUTH_MAX: '0', ...options.env }
  const extraArgs = options.args ?? []
  let current = await launch(['--port', '0', '--data', dataDir, ...extraArgs], env)
  const port = Number(new URL(current.url).port)

  return {
    url: current.url,
    port,
    dataDir,
    async stop() {
      await terminate(current.child)
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
    },
    async restart() {
      await terminate(current.child)
      current = await launch(['--port', String(port), '--data', dataDir, ...extraArgs], env)
    },
  }
}

/** Signs in the way mobile apps do (x-return-tokens), returning both tokens and the user JSON. */
export async function signIn(
  url: string,
  username: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string; user: unknown }> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
    body: JSON.stringify({ username, password }),
  })
  if (!response.ok)
    throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { user: { accessToken: string; refreshToken: string } }
  return { accessToken: body.user.accessToken, refreshToken: body.user.refreshToken, user: body.user }
}
