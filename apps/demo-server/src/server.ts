import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createApp } from './app'
import { TokenSigner } from './auth/tokens'
import type { DemoServerConfig } from './config'
import type { ServerContext } from './context'
import { Faults } from './http/faults'
import { RequestLog } from './http/request-log'
import { warmUpLists } from './library/list-warm-up'
import { populateDataFolder } from './sample/populate'
import { createServices, type Services } from './services'
import { SocketHub } from './socket/hub'
import { serverVersion } from './state/server-settings'
import { Store } from './state/store'

export interface RunningServer {
  url: string
  host: string
  port: number
  context: ServerContext
  close(): Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server.address() as AddressInfo)
    })
  })
}

/** How long a restart waits so the answer that asked for it (and socket events) go out first. */
const RESTART_DELAY_MS = 300

export interface ServerHooks {
  /**
   * Called when the server asks to be restarted (a backup restore): the caller stops it, runs `whileStopped` and
   * starts a new one on the same port. Without it the server stops, runs it and starts again by itself.
   */
  onRestart?(running: RunningServer, whileStopped: () => void): void
}

/** Restarts in place: the same port, the same data folder and hooks. */
export async function restartServer(
  running: RunningServer,
  whileStopped: () => void,
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  await running.close()
  whileStopped()
  // The restored database decides the users, libraries and origins: nothing is seeded or overridden.
  return startServer(
    { ...running.context.config, port: running.port, fresh: true, allowedOrigins: [] },
    hooks,
  )
}

/** Opens the data folder, prepares the sample content when needed and starts listening. */
export async function startServer(config: DemoServerConfig, hooks: ServerHooks = {}): Promise<RunningServer> {
  mkdirSync(config.dataDir, { recursive: true })
  const metadataDir = join(config.dataDir, 'metadata')
  mkdirSync(metadataDir, { recursive: true })

  const store = new Store(config)
  if (config.allowedOrigins.length) {
    store.serverSettings.allowedOrigins = [...config.allowedOrigins]
    store.saveServerSettings()
  }
  const tokens = new TokenSigner(store.tokenSecret, config.flavour)
  const httpServer = createServer()
  let services: Services | undefined
  const faults = new Faults()
  const hub = new SocketHub(httpServer, {
    basePath: config.basePath,
    store,
    tokens,
    acceptRefreshTokens: config.flavour === '2.30',
    openSessionJson: (userId) => services?.sessions.openSessionJsonForUser(userId) ?? null,
    onCancelScan: (libraryId) => services?.scans.cancel(libraryId),
    authFailureDelayMs: () => faults.socketAuthFailureDelayMs,
  })
  const context: ServerContext = {
    config,
    store,
    tokens,
    hub,
    faults,
    requestLog: new RequestLog(config.basePath),
    version: serverVersion(config.flavour),
    metadataDir,
    restart: (whileStopped) => {
      if (!running || restarting) return
      // From now on nothing new is served (a client waiting for the restarted server must not reach this one);
      // the request that asked for the restart still gets its answer before the server stops.
      restarting = true
      httpServer.close()
      const current = running
      setTimeout(() => {
        if (hooks.onRestart) hooks.onRestart(current, whileStopped)
        else void restartServer(current, whileStopped, hooks)
      }, RESTART_DELAY_MS)
    },
  }
  let restarting = false
  let running: RunningServer | undefined

  await populateDataFolder(context)
  services = createServices(context)
  hub.attachLog(services.log)

  const app = createApp(context, services)
  httpServer.on('request', (req, res) => {
    if (restarting) return void req.socket.destroy()
    app(req, res)
  })

  const address = await listen(httpServer, config.port, config.host)
  const stopWarmUp = warmUpLists({ store, flavour: config.flavour })
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  services.log.info('Server', `Listening on http://${host}:${address.port}`)
  let closing: Promise<void> | null = null
  running = {
    url: `http://${host}:${address.port}`,
    host: address.address,
    port: address.port,
    context,
    close() {
      closing ??= (async () => {
        stopWarmUp()
        services?.podcastSchedules.stopAll()
        services?.scanSchedules.stopAll()
        services?.backups.stop()
        httpServer.closeIdleConnections()
        await services?.sessions.closeAll()
        await hub.close()
        httpServer.closeAllConnections()
        store.close()
      })()
      return closing
    },
  }
  return running
}
