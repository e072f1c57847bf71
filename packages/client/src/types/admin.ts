import * as v from 'valibot'
import { serverObject } from './common'
import { EreaderDeviceSchema } from './user'

/** A backup file (`.audiobookshelf`, a zip of the database and the item and author metadata folders). */
export const BackupSchema = serverObject({
  /** `YYYY-MM-DDTHHmm` of its creation. */
  id: v.string(),
  /** `sqlite` for backups of database servers (2.3+); null for older ones, which cannot be restored. */
  key: v.nullable(v.string()),
  backupDirPath: v.string(),
  /** e.g. `Tue, Mar 25 2025 17:30`. */
  datePretty: v.string(),
  fullPath: v.string(),
  path: v.string(),
  filename: v.string(),
  /** Bytes. */
  fileSize: v.nullable(v.number()),
  createdAt: v.number(),
  serverVersion: v.nullable(v.string()),
})
export type Backup = v.InferOutput<typeof BackupSchema>

/** `GET /api/backups` (admin); create, upload and delete answer `{ backups }` only. */
export const BackupsResponseSchema = serverObject({
  backups: v.array(BackupSchema),
  backupLocation: v.optional(v.string()),
  /** The location comes from the BACKUP_PATH environment variable and cannot be changed here. */
  backupPathEnvSet: v.optional(v.boolean()),
})
export type BackupsResponse = v.InferOutput<typeof BackupsResponseSchema>

/** One line of the server log (`GET /api/logger-data`, socket `log`). */
export const LogLineSchema = serverObject({
  /** `YYYY-MM-DD HH:mm:ss.SSS`. */
  timestamp: v.string(),
  source: v.string(),
  message: v.string(),
  /** `TRACE`, `DEBUG`, `INFO`, `WARN`, `ERROR`, `FATAL`, `NOTE`. */
  levelName: v.string(),
  level: v.number(),
})
export type LogLine = v.InferOutput<typeof LogLineSchema>

export const LoggerDataSchema = serverObject({ currentDailyLogs: v.array(LogLineSchema) })
export type LoggerData = v.InferOutput<typeof LoggerDataSchema>

/** A notification: an event sent to Apprise URLs with title and body templates. */
export const NotificationSchema = serverObject({
  id: v.string(),
  libraryId: v.nullable(v.string()),
  eventName: v.string(),
  urls: v.array(v.string()),
  titleTemplate: v.string(),
  bodyTemplate: v.string(),
  enabled: v.boolean(),
  type: v.nullable(v.string()),
  lastFiredAt: v.nullable(v.number()),
  lastAttemptFailed: v.boolean(),
  numConsecutiveFailedAttempts: v.number(),
  numTimesFired: v.number(),
  createdAt: v.nullable(v.number()),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

export const NotificationSettingsSchema = serverObject({
  id: v.string(),
  appriseType: v.string(),
  appriseApiUrl: v.nullable(v.string()),
  notifications: v.array(NotificationSchema),
  maxFailedAttempts: v.number(),
  maxNotificationQueue: v.number(),
  /** Milliseconds between two notifications. */
  notificationDelay: v.number(),
})
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>

/** An event notifications can be sent for, with the variables its templates may use. */
export const NotificationEventSchema = serverObject({
  name: v.string(),
  requiresLibrary: v.boolean(),
  libraryMediaType: v.optional(v.string()),
  description: v.optional(v.string()),
  variables: v.array(v.string()),
  defaults: v.optional(serverObject({ title: v.string(), body: v.string() })),
  testData: v.optional(v.record(v.string(), v.unknown())),
})
export type NotificationEvent = v.InferOutput<typeof NotificationEventSchema>

/** `GET /api/notifications` (admin). */
export const NotificationsResponseSchema = serverObject({
  data: serverObject({ events: v.array(NotificationEventSchema) }),
  settings: NotificationSettingsSchema,
})
export type NotificationsResponse = v.InferOutput<typeof NotificationsResponseSchema>

/** SMTP settings and the server's e-reader devices (`GET /api/emails/settings`, admin). */
export const EmailSettingsSchema = serverObject({
  id: v.string(),
  host: v.nullable(v.string()),
  port: v.number(),
  secure: v.boolean(),
  rejectUnauthorized: v.boolean(),
  user: v.nullable(v.string()),
  pass: v.nullable(v.string()),
  testAddress: v.nullable(v.string()),
  fromAddress: v.nullable(v.string()),
  ereaderDevices: v.array(EreaderDeviceSchema),
})
export type EmailSettings = v.InferOutput<typeof EmailSettingsSchema>

export const EmailSettingsResponseSchema = serverObject({ settings: EmailSettingsSchema })
export type EmailSettingsResponse = v.InferOutput<typeof EmailSettingsResponseSchema>

/** `GET /auth/openid/config?issuer=` (admin): the endpoints an OpenID provider announces. */
export const OpenIdConfigSchema = serverObject({
  issuer: v.string(),
  authorization_endpoint: v.string(),
  token_endpoint: v.string(),
  userinfo_endpoint: v.optional(v.string()),
  end_session_endpoint: v.optional(v.string()),
  jwks_uri: v.string(),
  id_token_signing_alg_values_supported: v.optional(v.array(v.string())),
})
export type OpenIdConfig = v.InferOutput<typeof OpenIdConfigSchema>

/** A custom metadata provider as admins manage it (`GET /api/custom-metadata-providers`), its secret included. */
export const CustomMetadataProviderRecordSchema = serverObject({
  id: v.string(),
  name: v.string(),
  mediaType: v.string(),
  url: v.string(),
  authHeaderValue: v.nullable(v.string()),
})
export type CustomMetadataProviderRecord = v.InferOutput<typeof CustomMetadataProviderRecordSchema>
