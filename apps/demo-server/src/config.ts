import { resolve } from 'node:path'

/** The server versions whose client-visible behaviour the demo server can reproduce. */
export type ServerFlavour = '2.30' | '2.36'

export interface DemoServerConfig {
  host: string
  /** 0 asks the operating system for a free port. */
  port: number
  dataDir: string
  /** Where generated sample media is kept between instances, so a fresh data folder starts quickly. */
  cacheDir: string
  /** Synthetic books added to the book library on first start. */
  extraItems: number
  allowedOrigins: string[]
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number
  refreshTokenTtl: number
  /** 2.36 only: how long the previous refresh token keeps working after a rotation. */
  refreshGracePeriod: number
  flavour: ServerFlavour
  /** Start without users or libraries, as a server that has never been initialised. */
  fresh: boolean
  /** Router base path; requests without it are rewritten to include it, like the real server. */
  basePath: string
  /** Login/refresh requests allowed per window and client address; 0 disables the limiter. */
  authRateLimitMax: number
  authRateLimitWindowMs: number
  /** Fixed JWT secret (the real server's JWT_SECRET_KEY); otherwise one is generated and stored. */
  jwtSecret: string | null
  quiet: boolean
  /** How long a podcast feed read or episode download may take (the real server's PODCAST_DOWNLOAD_TIMEOUT). */
  podcastDownloadTimeoutMs: number
}

const repoRoot = resolve(import.meta.dirname, '../../..')

export const defaultDataDir = resolve(repoRoot, '.demo-data')
export const defaultCacheDir = resolve(repoRoot, 'node_modules/.cache/shelfkit-demo-media')

const flagNames = {
  port: ['--port', 'ABS_DEMO_PORT'],
  host: ['--host', 'ABS_DEMO_HOST'],
  data: ['--data', 'ABS_DEMO_DATA'],
  cache: ['--cache', 'ABS_DEMO_CACHE'],
  items: ['--items', 'ABS_DEMO_ITEMS'],
  allowedOrigins: ['--allowed-origins', 'ABS_DEMO_ALLOWED_ORIGINS'],
  tokenTtl: ['--token-ttl', 'ABS_DEMO_TOKEN_TTL'],
  as: ['--as', 'ABS_DEMO_AS'],
  basePath: ['--base-path', 'ABS_DEMO_BASE_PATH'],
} as const

const booleanFlags = {
  fresh: ['--fresh', 'ABS_DEMO_FRESH'],
  quiet: ['--quiet', 'ABS_DEMO_QUIET'],
} as const

export class ConfigError extends Error {}

function readFlag(argv: string[], flag: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === flag) {
      const value = argv[i + 1]
      if (value === undefined) throw new ConfigError(`${flag} needs a value`)
      return value
    }
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1)
  }
  return undefined
}

function parseInteger(name: string, raw: string, min: number): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}`)
  return value
}

function normaliseBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '')
  if (!trimmed) return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

const knownFlags = new Set<string>([
  ...Object.values(flagNames).map(([flag]) => flag),
  ...Object.values(booleanFlags).map(([flag]) => flag),
])

/** Reads flags first, then the matching environment variables, then defaults. */
export function parseConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): DemoServerConfig {
  for (const arg of argv) {
    if (arg.startsWith('--') && !knownFlags.has(arg.split('=')[0]!))
      throw new ConfigError(`Unknown flag ${arg}`)
  }
  const pick = ([flag, envName]: readonly [string, string]) => readFlag(argv, flag) ?? env[envName]
  const isOn = ([flag, envName]: readonly [string, string]) =>
    argv.includes(flag) || ['1', 'true', 'yes'].includes((env[envName] ?? '').toLowerCase())

  const flavourRaw = pick(flagNames.as) ?? '2.30'
  if (flavourRaw !== '2.30' && flavourRaw !== '2.36') throw new ConfigError('--as must be 2.30 or 2.36')
  const flavour: ServerFlavour = flavourRaw

  const defaultAccessTtl = flavour === '2.36' ? 60 * 60 : 12 * 60 * 60
  const tokenTtlRaw = pick(flagNames.tokenTtl) ?? env.ACCESS_TOKEN_EXPIRY
  const refreshRaw = env.REFRESH_TOKEN_EXPIRY
  const graceRaw = env.REFRESH_TOKEN_GRACE_PERIOD
  const rateMaxRaw = env.RATE_LIMIT_AUTH_MAX
  const rateWindowRaw = env.RATE_LIMIT_AUTH_WINDOW

  return {
    host: pick(flagNames.host) ?? '127.0.0.1',
    port: parseInteger('--port', pick(flagNames.port) ?? '13378', 0),
    dataDir: resolve(pick(flagNames.data) ?? defaultDataDir),
    cacheDir: resolve(pick(flagNames.cache) ?? defaultCacheDir),
    extraItems: parseInteger('--items', pick(flagNames.items) ?? '0', 0),
    allowedOrigins: (pick(flagNames.allowedOrigins) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    accessTokenTtl: tokenTtlRaw ? parseInteger('--token-ttl', tokenTtlRaw, 1) : defaultAccessTtl,
    refreshTokenTtl: refreshRaw
      ? parseInteger('REFRESH_TOKEN_EXPIRY', refreshRaw, 1)
      : (flavour === '2.36' ? 30 : 7) * 24 * 60 * 60,
    refreshGracePeriod: graceRaw ? parseInteger('REFRESH_TOKEN_GRACE_PERIOD', graceRaw, 0) : 600,
    flavour,
    fresh: isOn(booleanFlags.fresh),
    basePath: normaliseBasePath(pick(flagNames.basePath) ?? '/audiobookshelf'),
    authRateLimitMax: rateMaxRaw !== undefined ? parseInteger('RATE_LIMIT_AUTH_MAX', rateMaxRaw, 0) : 40,
    authRateLimitWindowMs: rateWindowRaw ? parseInteger('RATE_LIMIT_AUTH_WINDOW', rateWindowRaw, 1) : 600_000,
    jwtSecret: env.JWT_SECRET_KEY || null,
    quiet: isOn(booleanFlags.quiet),
    podcastDownloadTimeoutMs: env.PODCAST_DOWNLOAD_TIMEOUT
      ? parseInteger('PODCAST_DOWNLOAD_TIMEOUT', env.PODCAST_DOWNLOAD_TIMEOUT, 1)
      : 30_000,
  }
}
