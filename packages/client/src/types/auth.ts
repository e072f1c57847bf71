import * as v from 'valibot'
import { serverObject } from './common'
import { ServerSettingsSchema } from './server'
import { EreaderDeviceSchema, UserSchema, UserTypeSchema } from './user'

/** The signed-in user of the login, authorize and refresh payloads. */
export const LoginUserSchema = serverObject({
  ...UserSchema.entries,
  /** Short-lived JWT for `Authorization: Bearer` and socket `auth`; absent from `POST /api/authorize`. */
  accessToken: v.optional(v.string()),
  /**
   * The refresh JWT when asked for in headers (`x-return-tokens` login, `x-refresh-token` refresh); null when it
   * went into the httpOnly cookie; absent from `POST /api/authorize`.
   */
  refreshToken: v.optional(v.nullable(v.string())),
})
export type LoginUser = v.InferOutput<typeof LoginUserSchema>

/** `POST /login`, `POST /auth/refresh` and `POST /api/authorize`. */
export const LoginResponseSchema = serverObject({
  user: LoginUserSchema,
  /** The library to open first; null for a user without libraries. */
  userDefaultLibraryId: v.nullable(v.string()),
  serverSettings: ServerSettingsSchema,
  /** E-readers this user may send books to. */
  ereaderDevices: v.array(EreaderDeviceSchema),
  /** How the server was installed, e.g. `docker`, `debian`. */
  Source: v.string(),
})
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** `POST /logout`. */
export const LogoutResponseSchema = serverObject({
  /** The OpenID end-session address when the user signed in through OpenID. */
  redirect_url: v.nullable(v.string()),
})
export type LogoutResponse = v.InferOutput<typeof LogoutResponseSchema>

/** JSON error body of `/auth/refresh` (401) and rate limiting (429), e.g. `{"error":"Invalid refresh token"}`. */
export const AuthErrorBodySchema = serverObject({ error: v.string() })
export type AuthErrorBody = v.InferOutput<typeof AuthErrorBodySchema>

/** `PATCH /api/me/password` with `x-refresh-token` (2.36+): the rotated tokens of the current session. */
export const PasswordChangeResponseSchema = serverObject({
  success: v.boolean(),
  user: serverObject({ accessToken: v.string(), refreshToken: v.string() }),
})
export type PasswordChangeResponse = v.InferOutput<typeof PasswordChangeResponseSchema>

const apiKeyUserSchema = serverObject({ id: v.string(), username: v.string(), type: UserTypeSchema })

/** An API key (admin). Dates here are ISO strings. Requests with it act as `user`. */
export const ApiKeySchema = serverObject({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  /** ISO date; null = never. */
  expiresAt: v.nullable(v.string()),
  lastUsedAt: v.optional(v.nullable(v.string())),
  isActive: v.boolean(),
  permissions: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  createdAt: v.string(),
  updatedAt: v.string(),
  userId: v.string(),
  createdByUserId: v.nullable(v.string()),
  user: apiKeyUserSchema,
  createdByUser: v.optional(v.nullable(apiKeyUserSchema)),
})
export type ApiKey = v.InferOutput<typeof ApiKeySchema>

/** `GET /api/api-keys`. */
export const ApiKeysResponseSchema = serverObject({ apiKeys: v.array(ApiKeySchema) })
export type ApiKeysResponse = v.InferOutput<typeof ApiKeysResponseSchema>

/** `POST /api/api-keys`: the new key with its JWT, which is shown only this once. */
export const CreatedApiKeyResponseSchema = serverObject({
  apiKey: serverObject({ ...ApiKeySchema.entries, apiKey: v.string() }),
})
export type CreatedApiKeyResponse = v.InferOutput<typeof CreatedApiKeyResponseSchema>

/** A signed-in device of the user (2.36+ `GET /api/me/sessions`): one refresh token. Times are epoch ms. */
export const LoginSessionSchema = serverObject({
  id: v.string(),
  ipAddress: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  /** Parsed from the user agent. */
  deviceInfo: serverObject({
    browserName: v.optional(v.string()),
    browserVersion: v.optional(v.string()),
    osName: v.optional(v.string()),
    osVersion: v.optional(v.string()),
    deviceType: v.optional(v.string()),
  }),
  createdAt: v.number(),
  updatedAt: v.number(),
  /** The session whose refresh token came with this request. */
  current: v.boolean(),
})
export type LoginSession = v.InferOutput<typeof LoginSessionSchema>

/** `GET /api/me/sessions` (2.36+). 0-based pages. */
export const LoginSessionsPageSchema = serverObject({
  total: v.number(),
  numPages: v.number(),
  page: v.number(),
  itemsPerPage: v.number(),
  sessions: v.array(LoginSessionSchema),
})
export type LoginSessionsPage = v.InferOutput<typeof LoginSessionsPageSchema>
