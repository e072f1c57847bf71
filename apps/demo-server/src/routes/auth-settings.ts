import { type RequestHandler, Router } from 'express'
import { requireAuth } from '../auth/authenticate'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { isAdminOrUp } from '../state/access'

const samplePermissions = JSON.stringify(
  {
    canDownload: false,
    canUpload: false,
    canDelete: false,
    canUpdate: false,
    canAccessExplicitContent: false,
    canAccessAllLibraries: false,
    canAccessAllTags: false,
    canCreateEReader: false,
    tagsAreDenylist: false,
    allowedLibraries: ['5406ba8a-16e1-451d-96d7-4931b0a0d966', '918fd848-7c1d-4a02-818a-847435a879ca'],
    allowedTags: ['ExampleTag', 'AnotherTag', 'ThirdTag'],
  },
  null,
  2,
)

/** The settings ServerSettings.toJSONForBrowser leaves out: kept apart so the browser settings keep their shape. */
interface HiddenAuthSettings {
  authOpenIDClientID: string | null
  authOpenIDClientSecret: string | null
  authOpenIDMobileRedirectURIs: string[]
  authOpenIDGroupClaim: string | null
  authOpenIDAdvancedPermsClaim: string | null
}
const HIDDEN_KEY = 'authHiddenSettings'
const hiddenDefaults: HiddenAuthSettings = {
  authOpenIDClientID: null,
  authOpenIDClientSecret: null,
  authOpenIDMobileRedirectURIs: ['audiobookshelf://oauth'],
  authOpenIDGroupClaim: '',
  authOpenIDAdvancedPermsClaim: '',
}
const SHOWN_KEYS = [
  'authLoginCustomMessage',
  'authActiveAuthMethods',
  'authOpenIDIssuerURL',
  'authOpenIDAuthorizationURL',
  'authOpenIDTokenURL',
  'authOpenIDUserInfoURL',
  'authOpenIDJwksURL',
  'authOpenIDLogoutURL',
] as const
const LATER_KEYS = [
  'authOpenIDTokenSigningAlgorithm',
  'authOpenIDButtonText',
  'authOpenIDAutoLaunch',
  'authOpenIDAutoRegister',
  'authOpenIDMatchExistingBy',
] as const
const SUPPORTED_METHODS = ['local', 'openid']
const isRedirectUri = (uri: unknown) => typeof uri === 'string' && /^\w+:\/\/[\w.-]+(\/[\w./-]*)*$/i.test(uri)

const adminsOnly: RequestHandler = (_req, res, next) => {
  if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
  next()
}

/** GET/PATCH /api/auth-settings (MiscController.getAuthSettings/updateAuthSettings, admins). */
export function authSettingsRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store } = ctx
  const settings = store.serverSettings as unknown as Record<string, unknown>
  const hidden = (): HiddenAuthSettings => ({ ...hiddenDefaults, ...store.readSetting(HIDDEN_KEY) })
  const authSettings = () => {
    const secret = hidden()
    const json: Record<string, unknown> = {}
    for (const key of SHOWN_KEYS) json[key] = settings[key]
    json.authOpenIDClientID = secret.authOpenIDClientID
    json.authOpenIDClientSecret = secret.authOpenIDClientSecret
    for (const key of LATER_KEYS) json[key] = settings[key]
    json.authOpenIDMobileRedirectURIs = secret.authOpenIDMobileRedirectURIs
    // ServerSettings reads an unset claim back as ''.
    json.authOpenIDGroupClaim = secret.authOpenIDGroupClaim ?? ''
    json.authOpenIDAdvancedPermsClaim = secret.authOpenIDAdvancedPermsClaim ?? ''
    json.authOpenIDSamplePermissions = samplePermissions
    return json
  }

  router.get('/auth-settings', adminsOnly, (_req, res) => {
    res.json(authSettings())
  })

  router.patch('/auth-settings', adminsOnly, (req, res) => {
    const update = req.body as Record<string, unknown>
    if (!update || typeof update !== 'object' || Array.isArray(update))
      return void res.status(400).send('Invalid auth settings update object')
    const secret = hidden()
    const target = (key: string): Record<string, unknown> =>
      key in secret ? (secret as unknown as Record<string, unknown>) : settings
    let updated = false
    for (const [key, current] of Object.entries(authSettings())) {
      const value = update[key]
      if (value === undefined || key === 'authOpenIDSamplePermissions') continue
      if (key === 'authActiveAuthMethods') {
        const methods = Array.isArray(value) ? value.filter((m) => SUPPORTED_METHODS.includes(m)).sort() : []
        if (methods.length && methods.join() !== [...(current as string[])].sort().join()) {
          settings[key] = methods
          updated = true
        }
      } else if (key === 'authOpenIDMobileRedirectURIs') {
        if (!Array.isArray(value) || (value.includes('*') && value.length > 1)) continue
        if (value.some((uri) => uri !== '*' && !isRedirectUri(uri))) continue
        if (JSON.stringify(value) !== JSON.stringify(current)) {
          target(key)[key] = value
          updated = true
        }
      } else {
        if (key === 'authOpenIDAutoLaunch' || key === 'authOpenIDAutoRegister') {
          if (typeof value !== 'boolean') continue
        } else if (value !== null && typeof value !== 'string') continue
        const next = value === '' ? null : value
        const was = current === '' ? null : current
        if (next !== was) {
          target(key)[key] = next
          updated = true
        }
      }
    }
    if (updated) {
      store.saveServerSettings()
      store.writeSetting(HIDDEN_KEY, secret)
    }
    res.json({ updated, serverSettings: { ...store.serverSettings } })
  })

  return router
}

/**
 * OpenID issuer discovery (`/auth/openid/config`, admins): reads the issuer's `.well-known/openid-configuration`.
 * The demo server publishes an issuer of its own at `/demo-oidc`, since nothing here reaches the internet.
 */
export function openIdDiscoveryRouter(ctx: ServerContext): Router {
  const router = Router()

  router.get(
    '/auth/openid/config',
    requireAuth(ctx),
    adminsOnly,
    asyncRoute(async (req, res) => {
      let issuer = req.query.issuer
      if (!issuer || typeof issuer !== 'string')
        return void res.status(400).send("Invalid request. Query param 'issuer' is required")
      if (issuer.endsWith('/')) issuer = issuer.slice(0, -1)
      if (!URL.canParse(`${issuer}/.well-known/openid-configuration`))
        return void res.status(400).send("Invalid request. Query param 'issuer' is invalid")
      try {
        const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) throw new Error(String(response.status))
        const data = (await response.json()) as Record<string, unknown>
        res.json({
          issuer: data.issuer,
          authorization_endpoint: data.authorization_endpoint,
          token_endpoint: data.token_endpoint,
          userinfo_endpoint: data.userinfo_endpoint,
          end_session_endpoint: data.end_session_endpoint,
          jwks_uri: data.jwks_uri,
          id_token_signing_alg_values_supported: data.id_token_signing_alg_values_supported,
        })
      } catch {
        res.status(400).send('Failed to get openid configuration')
      }
    }),
  )

  /** An issuer the demo server answers for itself (nothing here reaches the internet). */
  router.get('/demo-oidc/.well-known/openid-configuration', (req, res) => {
    const issuer = `${req.protocol}://${req.get('host')}${ctx.config.basePath}/demo-oidc`
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      end_session_endpoint: `${issuer}/logout`,
      jwks_uri: `${issuer}/jwks`,
      id_token_signing_alg_values_supported: ['RS256', 'ES256'],
    })
  })

  return router
}
