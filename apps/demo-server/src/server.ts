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

/** Opens the data folder, prepares the sample content when needed and starts listening. */
export async function startServer(config: DemoServerConfig): Promise<RunningServer> {
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
  }

  await populateDataFolder(context)
  services = createServices(context)

  const app = createApp(context, services)
  httpServer.on('request', app)

  const address = await listen(httpServer, config.port, config.host)
  const stopWarmUp = warmUpLists({ store, flavour: config.flavour })
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  services.log.info('Server', `Listening on http://${host}:${address.port}`)
  let closing: Promise<void> | null = null
  return {
    url: `http://${host}:${address.port}`,
    host: address.address,
    port: address.port,
    context,
    close() {
      closing ??= (async () => {
        stopWarmUp()
        services?.podcastSchedules.stopAll()
        httpServer.closeIdleConnections()
        await services?.sessions.closeAll()
        await hub.close()
        httpServer.closeAllConnections()
        store.close()
      })()
      return closing
    },
  }
}
