#!/usr/bin/env node
// The README run command: the reference app on the embedded demo server, or on a real server given by ABS_URL.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const children = []

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options })
  children.push(child)
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${args.join(' ')} exited with ${code}`)
      shutdown(code)
    }
  })
  return child
}

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

function startDemoServer() {
  const port = process.env.DEMO_PORT ?? '13378'
  const child = run(process.execPath, ['--import', 'tsx', 'apps/demo-server/src/cli.ts', '--port', port])
  return new Promise((resolveUrl, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      buffer += chunk
      const match = /Listening on (http:\/\/\S+)/.exec(buffer)
      if (match) resolveUrl(match[1])
    })
    child.on('exit', () => reject(new Error('The demo server stopped before it was ready')))
  })
}

const embedded = !process.env.ABS_URL
const serverUrl = process.env.ABS_URL || (await startDemoServer())
if (embedded) {
  // The embedding demo pages need an admin on the server (allowed origins, a share): only with the embedded server.
  const { startDemoPages } = await import('../apps/demo-pages/start.mjs')
  const appUrl = `http://127.0.0.1:${process.env.PORT ?? 3333}`
  const pages = await startDemoPages({ serverUrl, appUrl, port: Number(process.env.DEMO_PAGES_PORT ?? 3334) })
  console.log(`Embedding demo pages at ${pages.url}`)
}
const app = JSON.parse(readFileSync(join(root, 'apps/reference-app/package.json'), 'utf8'))
if (app.scripts?.serve && existsSync(join(root, 'apps/reference-app/src'))) {
  // pnpm runs this script, and tells us where its own CLI is (it may not be on PATH when started through npx).
  const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm']
  const child = run(pnpm[0], [...pnpm.slice(1), '--filter', '@shelfkit/reference-app', 'run', 'serve'], {
    env: { ...process.env, ABS_URL: serverUrl },
    stdio: 'inherit',
  })
  child.on('exit', (code) => shutdown(code ?? 0))
} else {
  console.log(`audiobookshelf API ready at ${serverUrl} (the reference app is not built yet)`)
}
