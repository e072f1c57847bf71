import type { ServerFlavour } from '../config'

/** Server settings as the real server sends them to browsers (its toJSONForBrowser shape). */
export interface ServerSettings {
  id: 'server-settings'
  scannerFindCovers: boolean
  scannerCoverProvider: string
  scannerParseSubtitle: boolean
  scannerPreferMatchedMetadata: boolean
  scannerDisableWatcher: boolean
  storeCoverWithItem: boolean
  storeMetadataWithItem: boolean
  metadataFileFormat: string
  rateLimitLoginRequests: number
  rateLimitLoginWindow: number
  allowIframe: boolean
  backupPath: string
  backupSchedule: string | false
  backupsToKeep: number
  maxBackupSize: number
  loggerDailyLogsToKeep: number
  loggerScannerLogsToKeep: number
  homeBookshelfView: number
  bookshelfView: number
  podcastEpisodeSchedule: string
  sortingIgnorePrefix: boolean
  sortingPrefixes: string[]
  chromecastEnabled: boolean
  dateFormat: string
  timeFormat: string
  language: string
  allowedOrigins: string[]
  logLevel: number
  version: string
  buildNumber: number
  authLoginCustomMessage: string | null
  authActiveAuthMethods: string[]
  authOpenIDIssuerURL: string | null
  authOpenIDAuthorizationURL: string | null
  authOpenIDTokenURL: string | null
  authOpenIDUserInfoURL: string | null
  authOpenIDJwksURL: string | null
  authOpenIDLogoutURL: string | null
  authOpenIDTokenSigningAlgorithm: string
  authOpenIDButtonText: string
  authOpenIDAutoLaunch: boolean
  authOpenIDAutoRegister: boolean
  authOpenIDMatchExistingBy: string | null
  timeZone?: string
}

export function serverVersion(flavour: ServerFlavour): string {
  return flavour === '2.36' ? '2.36.0' : '2.30.0'
}

export function defaultServerSettings(flavour: ServerFlavour, dataDir: string): ServerSettings {
  const settings: ServerSettings = {
    id: 'server-settings',
    scannerFindCovers: false,
    scannerCoverProvider: 'google',
    scannerParseSubtitle: false,
    scannerPreferMatchedMetadata: false,
    scannerDisableWatcher: false,
    storeCoverWithItem: false,
    storeMetadataWithItem: false,
    metadataFileFormat: 'json',
    rateLimitLoginRequests: 10,
    rateLimitLoginWindow: 600000,
    allowIframe: false,
    backupPath: `${dataDir}/metadata/backups`,
    backupSchedule: false,
    backupsToKeep: 2,
    maxBackupSize: 1,
    loggerDailyLogsToKeep: 7,
    loggerScannerLogsToKeep: 2,
    homeBookshelfView: 1,
    bookshelfView: 1,
    podcastEpisodeSchedule: '0 * * * *',
    sortingIgnorePrefix: false,
    sortingPrefixes: ['the', 'a'],
    chromecastEnabled: false,
    dateFormat: 'MM/dd/yyyy',
    timeFormat: 'HH:mm',
    language: 'en-us',
    allowedOrigins: [],
    logLevel: 2,
    version: serverVersion(flavour),
    buildNumber: 1,
    authLoginCustomMessage: null,
    authActiveAuthMethods: ['local'],
    authOpenIDIssuerURL: null,
    authOpenIDAuthorizationURL: null,
    authOpenIDTokenURL: null,
    authOpenIDUserInfoURL: null,
    authOpenIDJwksURL: null,
    authOpenIDLogoutURL: null,
    authOpenIDTokenSigningAlgorithm: 'RS256',
    authOpenIDButtonText: 'Login with OpenId',
    authOpenIDAutoLaunch: false,
    authOpenIDAutoRegister: false,
    authOpenIDMatchExistingBy: null,
  }
  if (flavour === '2.36') settings.timeZone = 'UTC'
  return settings
}

/** Keys that PATCH /api/settings leaves alone (sorting prefixes have their own route; the rest is fixed here). */
const readOnlyKeys = new Set(['id', 'version', 'buildNumber', 'sortingPrefixes', 'authActiveAuthMethods'])

export type SettingsPatchResult = { ok: true; changed: boolean } | { ok: false; message: string }

/** Applies the known keys of a settings patch, checking each value has the type of the current value. */
export function applySettingsPatch(
  settings: ServerSettings,
  patch: Record<string, unknown>,
  flavour: ServerFlavour,
): SettingsPatchResult {
  if (flavour === '2.36' && 'allowedOrigins' in patch && !Array.isArray(patch.allowedOrigins)) {
    return { ok: false, message: 'allowedOrigins must be an array' }
  }
  const next: Record<string, unknown> = { ...settings }
  let changed = false
  for (const [key, value] of Object.entries(patch)) {
    if (readOnlyKeys.has(key) || !(key in settings)) continue
    const current = next[key]
    const sameKind =
      current === null ||
      value === null ||
      (Array.isArray(current) ? Array.isArray(value) : typeof current === typeof value) ||
      (key === 'backupSchedule' && (typeof value === 'string' || value === false))
    if (!sameKind) continue
    if (key === 'allowedOrigins' && !(value as unknown[]).every((origin) => typeof origin === 'string'))
      continue
    if (JSON.stringify(current) !== JSON.stringify(value)) {
      next[key] = value
      changed = true
    }
  }
  Object.assign(settings, next)
  return { ok: true, changed }
}
