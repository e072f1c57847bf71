#!/usr/bin/env node
import { ConfigError, parseConfig } from './config'
import { type RunningServer, restartServer, type ServerHooks, startServer } from './server'

const usage = `Usage: demo-server [options]   (each option also reads the environment variable shown)
  --port N              ABS_DEMO_PORT          port (default 13378; 0 picks a free port)
  --host H              ABS_DEMO_HOST          address to bind (default 127.0.0.1)
  --data DIR            ABS_DEMO_DATA          data folder (default <repo>/.demo-data)
  --cache DIR           ABS_DEMO_CACHE         generated-media cache (default <repo>/node_modules/.cache/shelfkit-demo-media)
  --items N             ABS_DEMO_ITEMS         add N synthetic books on first start
  --allowed-origins a,b ABS_DEMO_ALLOWED_ORIGINS  CORS origins (the allowedOrigins server setting)
  --token-ttl SECONDS   ABS_DEMO_TOKEN_TTL     access-token lifetime (default 12 h; 1 h with --as 2.36)
  --as 2.30|2.36        ABS_DEMO_AS            server version to behave as (default 2.30)
  --fresh               ABS_DEMO_FRESH=1       start uninitialised: no users, no libraries
  --base-path P         ABS_DEMO_BASE_PATH     router base path (default /audiobookshelf; '' for none)
  --quiet               ABS_DEMO_QUIET=1       print only the Listening line
`

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(usage)
    return
  }
  let config: ReturnType<typeof parseConfig>
  try {
    config = parseConfig(argv)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n\n${usage}`)
      process.exit(2)
    }
    throw error
  }

  let restarting: Promise<void> | null = null
  // A restored backup restarts the server in this process; SIGTERM meanwhile waits for the new one to stop it.
  const hooks: ServerHooks = {
    onRestart(running, whileStopped) {
      restarting = restartServer(running, whileStopped, hooks).then(
        (next) => {
          server = next
          restarting = null
        },
        (error: unknown) => {
          process.stderr.write(`demo-server failed to restart: ${String(error)}\n`)
          process.exit(1)
        },
      )
    },
  }
  let server: RunningServer = await startServer(config, hooks)
  process.stdout.write(`Listening on ${server.url}\n`)
  if (!config.quiet) {
    process.stdout.write(`Audiobookshelf ${server.context.version} API (demo) — data in ${config.dataDir}\n`)
    if (config.fresh && !server.context.store.hasRootUser) {
      process.stdout.write('Not initialised: create the root user with POST /init\n')
    } else {
      process.stdout.write(
        'Sample accounts: root/root (root), user/user (user, Books only), guest/guest (guest)\n',
      )
    }
  }

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    if (!config.quiet) process.stdout.write(`${signal} received, shutting down\n`)
    Promise.resolve(restarting)
      .then(() => server.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  }
  // A failed background job is logged, never allowed to take the server down.
  process.on('unhandledRejection', (reason) => console.error('[demo-server] unhandled rejection:', reason))
  process.on('uncaughtException', (error) => console.error('[demo-server] uncaught exception:', error))
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  process.stderr.write(
    `demo-server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  )
  process.exit(1)
})
