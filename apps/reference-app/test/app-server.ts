import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import {
  type DemoServer,
  type StartDemoServerOptions,
  startDemoServer,
} from '../../../test-support/demo-server'
import type { CspViolation } from '../server/csp-reports'
import { startAppServer } from '../server/serve'

/** Where the reference app's build lands; `app-build-setup.ts` builds it once per test run. */
export const APP_DIST = resolve(import.meta.dirname, '../dist')

export interface RunningApp {
  /** The app's origin: pages and the proxied server paths live here. */
  url: string
  demo: DemoServer
  /** The Content Security Policy violations browsers reported to the app server, in order. */
  cspViolations: CspViolation[]
  stop(): Promise<void>
}

/**
 * The reference app as users run it: the built files served by the production server, forwarding the server paths
 * to a demo server of its own (pass `demo` to share one).
 */
export async function startApp(
  options: { demo?: DemoServer; demoOptions?: StartDemoServerOptions } = {},
): Promise<RunningApp> {
  const demo = options.demo ?? (await startDemoServer(options.demoOptions))
  const cspViolations: CspViolation[] = []
  const server: Server = await startAppServer({
    serverUrl: demo.url,
    distDir: APP_DIST,
    port: 0,
    onCspViolation: (violation) => cspViolations.push(violation),
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    demo,
    cspViolations,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      if (!options.demo) await demo.stop()
    },
  }
}
