import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startAppServer } from './serve'

const appRoot = resolve(import.meta.dirname, '..')
// SHELF_DIST_DIR serves another build (the benchmarks use their own).
const distDir = process.env.SHELF_DIST_DIR ?? join(appRoot, 'dist')
const serverUrl = process.env.ABS_URL
const port = Number(process.env.PORT ?? 3333)
const host = process.env.HOST ?? '127.0.0.1'

if (!serverUrl) {
  console.error('Set ABS_URL to the audiobookshelf server to use, e.g. ABS_URL=https://abs.example.com')
  process.exit(1)
}
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('The app is not built: run `pnpm --filter @shelfkit/reference-app build` first')
  process.exit(1)
}

const server = await startAppServer({
  serverUrl,
  distDir,
  port,
  host,
  onPrecompressed: (files, ms) => console.log(`Compressed ${files} files of the app in ${Math.round(ms)} ms`),
})
const address = server.address()
const shownPort = typeof address === 'object' && address ? address.port : port
console.log(`Shelfkit is at http://${host}:${shownPort} (server: ${serverUrl})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.closeAllConnections()
    server.close(() => process.exit(0))
  })
