import * as v from 'valibot'
import { serverObject } from './common'

/** `GET /status` (no sign-in). */
export const ServerStatusSchema = serverObject({
  /** Always `audiobookshelf`. */
  app: v.string(),
  serverVersion: v.string(),
  /** False until the root user was created with `POST /init`. */
  isInit: v.boolean(),
  language: v.string(),
  /** `local` and/or `openid`. */
  authMethods: v.array(v.string()),
  authFormData: serverObject({
    /** Text for the login page; 2.30 sends null when unset, 2.36 `""`. */
    authLoginCustomMessage: v.nullable(v.string()),
  }),
  /** Only while not initialised. */
  ConfigPath: v.optional(v.string()),
  /** Only while not initialised. */
  MetadataPath: v.optional(v.string()),
})
export type ServerStatus = v.InferOutput<typeof ServerStatusSchema>

const nullableString = v.nullable(v.string())

/** Server-wide settings (admin-editable with `PATCH /api/settings`); they arrive in the login payload. */
export const ServerSettingsSchema = serverObject({
  /** Always `server-settings`. */
  id: v.string(),
  scannerFindCovers: v.boolean(),
  scannerCoverProvider: v.string(),
  scannerParseSubtitle: v.boolean(),
  scannerPreferMatchedMetadata: v.boolean(),
  scannerDisableWatcher: v.boolean(),
  storeCoverWithItem: v.boolean(),
  storeMetadataWithItem: v.boolean(),
  /** `json` or `abs`. */
  metadataFileFormat: v.string(),
  rateLimitLoginRequests: v.number(),
  /** Milliseconds. */
  rateLimitLoginWindow: v.number(),
  allowIframe: v.boolean(),
  backupPath: v.string(),
  /** Cron expression, or false when scheduled backups are off. */
  backupSchedule: v.union([v.string(), v.literal(false)]),
  backupsToKeep: v.number(),
  /** Gigabytes. */
  maxBackupSize: v.number(),
  loggerDailyLogsToKeep: v.number(),
  loggerScannerLogsToKeep: v.number(),
  /** 0 = standard bookshelf, 1 = detail (home page). */
  homeBookshelfView: v.number(),
  /** 0 = standard bookshelf, 1 = detail (library pages). */
  bookshelfView: v.number(),
  /** Cron expression of the default podcast episode check. */
  podcastEpisodeSchedule: v.string(),
  /** Sort titles without the prefixes below (`the`, `a`). */
  sortingIgnorePrefix: v.boolean(),
  sortingPrefixes: v.array(v.string()),
  chromecastEnabled: v.boolean(),
  /** date-fns format, e.g. `MM/dd/yyyy`. */
  dateFormat: v.string(),
  /** date-fns format, e.g. `HH:mm`. */
  timeFormat: v.string(),
  language: v.string(),
  /** Origins allowed to call the API from browsers (CORS). */
  allowedOrigins: v.array(v.string()),
  logLevel: v.number(),
  version: v.string(),
  buildNumber: v.number(),
  authLoginCustomMessage: nullableString,
  /** `local` and/or `openid`. */
  authActiveAuthMethods: v.array(v.string()),
  authOpenIDIssuerURL: nullableString,
  authOpenIDAuthorizationURL: nullableString,
  authOpenIDTokenURL: nullableString,
  authOpenIDUserInfoURL: nullableString,
  authOpenIDJwksURL: nullableString,
  authOpenIDLogoutURL: nullableString,
  authOpenIDTokenSigningAlgorithm: v.string(),
  authOpenIDButtonText: v.string(),
  authOpenIDAutoLaunch: v.boolean(),
  authOpenIDAutoRegister: v.boolean(),
  /** `email`, `username` or null. */
  authOpenIDMatchExistingBy: nullableString,
  authOpenIDSubfolderForRedirectURLs: v.optional(nullableString),
  /** 2.36+: the server's IANA time zone (scheduled tasks run in it). */
  timeZone: v.optional(v.string()),
})
export type ServerSettings = v.InferOutput<typeof ServerSettingsSchema>

/** `PATCH /api/settings` (admin). */
export const ServerSettingsResponseSchema = serverObject({
  serverSettings: ServerSettingsSchema,
  success: v.optional(v.boolean()),
})
export type ServerSettingsResponse = v.InferOutput<typeof ServerSettingsResponseSchema>

/** `GET /api/auth-settings` (admin): the sign-in settings, OpenID secrets included. */
export const AuthSettingsSchema = serverObject({
  authLoginCustomMessage: nullableString,
  authActiveAuthMethods: v.array(v.string()),
  authOpenIDIssuerURL: nullableString,
  authOpenIDAuthorizationURL: nullableString,
  authOpenIDTokenURL: nullableString,
  authOpenIDUserInfoURL: nullableString,
  authOpenIDJwksURL: nullableString,
  authOpenIDLogoutURL: nullableString,
  authOpenIDClientID: nullableString,
  authOpenIDClientSecret: nullableString,
  authOpenIDTokenSigningAlgorithm: v.string(),
  authOpenIDButtonText: v.string(),
  authOpenIDAutoLaunch: v.boolean(),
  authOpenIDAutoRegister: v.boolean(),
  authOpenIDMatchExistingBy: nullableString,
  authOpenIDMobileRedirectURIs: v.array(v.string()),
  authOpenIDGroupClaim: v.string(),
  authOpenIDAdvancedPermsClaim: v.string(),
  /** JSON text of an example advanced-permissions claim. */
  authOpenIDSamplePermissions: v.string(),
  authOpenIDSubfolderForRedirectURLs: v.optional(nullableString),
})
export type AuthSettings = v.InferOutput<typeof AuthSettingsSchema>

/** `GET /api/filesystem` (admin): folders for the library folder picker. */
export const FileSystemResponseSchema = serverObject({
  /** False on Windows servers. */
  posix: v.boolean(),
  directories: v.array(
    serverObject({
      path: v.string(),
      dirname: v.string(),
      /** Depth below the requested path. */
      level: v.number(),
    }),
  ),
})
export type FileSystemResponse = v.InferOutput<typeof FileSystemResponseSchema>

/** A metadata or cover provider choice: `value` goes to the server, `text` is shown. */
export const ProviderOptionSchema = serverObject({ value: v.string(), text: v.string() })
export type ProviderOption = v.InferOutput<typeof ProviderOptionSchema>

/** `GET /api/search/providers` (2.36+): built-in and custom providers. */
export const SearchProvidersSchema = serverObject({
  providers: serverObject({
    books: v.array(ProviderOptionSchema),
    booksCovers: v.array(ProviderOptionSchema),
    podcasts: v.array(ProviderOptionSchema),
  }),
})
export type SearchProviders = v.InferOutput<typeof SearchProvidersSchema>

/** `GET /ping`. */
export const PingResponseSchema = serverObject({ success: v.boolean() })
export type PingResponse = v.InferOutput<typeof PingResponseSchema>
