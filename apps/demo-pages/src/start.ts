import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildDemoPages } from './build'
import { DEMO_SHARE_SLUG, prepareDemoServer } from './demo-setup'
import { servePages } from './serve'

export interface DemoPagesOptions {
  /** The audiobookshelf server the pages talk to (cross-origin, as an outside page would). */
  serverUrl: string
  /** The reference app: links in the elements open it. */
  appUrl: string
  /** Default 3334; 0 picks a free port. */
  port?: number
  host?: string
  /** Skip the build (tests build once). */
  skipBuild?: boolean
}

export interface RunningDemoPages {
  url: string
  /** The blog page's share slug, or null when the server is not the demo server and has none set up. */
  shareSlug: string | null
  server: Server
  close(): Promise<void>
}

/**
 * The demo pages next to the reference app: builds the scripts, serves the pages, and on the embedded demo server
 * allows the pages' origins (CORS) and creates the blog page's share. With a real server it prints what its admin
 * must set instead.
 */
export async function startDemoPages(options: DemoPagesOptions): Promise<RunningDemoPages> {
  const host = options.host ?? '127.0.0.1'
  if (!options.skipBuild) await buildDemoPages()
  const values = { serverUrl: options.serverUrl, appUrl: options.appUrl, shareSlug: DEMO_SHARE_SLUG }
  const server = await servePages(values, options.port ?? 3334, host)
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  const origins = [url, `http://localhost:${port}`]
  let shareSlug: string | null = null
  try {
    shareSlug = await prepareDemoServer(options.serverUrl, origins)
  } catch (error) {
    console.error('Could not prepare the server for the demo pages', error)
  }
  if (shareSlug) values.shareSlug = shareSlug
  else
    console.log(
      `Demo pages: add ${origins.join(' and ')} to the server's Allowed CORS origins (Settings), and share a book ` +
        'to try the blog page (?slug=… names it).',
    )
  return {
    url,
    shareSlug,
    server,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}
