import { startDemoPages } from './start'

// node --import tsx apps/demo-pages/src/cli.ts — ABS_URL (the server), APP_URL (the reference app), DEMO_PAGES_PORT.
const serverUrl = process.env.ABS_URL ?? 'http://127.0.0.1:13378'
const appUrl = process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3333}`
const pages = await startDemoPages({ serverUrl, appUrl, port: Number(process.env.DEMO_PAGES_PORT ?? 3334) })
console.log(`Demo pages at ${pages.url} (server: ${serverUrl})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void pages.close().then(() => process.exit(0)))
