import {
  type AuthSettings,
  adminApi,
  errorMessage,
  type OpenIdConfig,
  type ServerSettings,
} from '@shelfkit/client'
import { params, storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource } from '../resource'
import { $serverSettings, getClient } from '../session'
import { showToast } from '../toasts'

export const authMessages = storeMessages('config.authentication', {
  saved: 'Authentication settings updated',
  unchanged: 'No updates necessary',
  failed: 'Failed to update',
  issuerMissing: 'Enter the issuer URL first',
  issuerFailed: params('The issuer {issuer} did not answer with its OpenID configuration: {reason}'),
  required: params('{field} is required'),
  badRedirect: params('Invalid mobile redirect URI: {uri}'),
  noMethod: 'At least one sign-in method must stay enabled',
})

/** The server's sign-in settings (config → authentication, admins). */
export const configAuthSettings = shared('config.authSettings', () =>
  createResource<AuthSettings>((client, signal) => client.area(adminApi).authSettings(signal)),
)

export type AuthSettingsDraft = Omit<AuthSettings, 'authOpenIDSamplePermissions'>

/** The OpenID fields a working configuration needs, with the labels the form shows for them. */
export const REQUIRED_OPENID_FIELDS = [
  'authOpenIDIssuerURL',
  'authOpenIDAuthorizationURL',
  'authOpenIDTokenURL',
  'authOpenIDUserInfoURL',
  'authOpenIDJwksURL',
  'authOpenIDClientID',
  'authOpenIDClientSecret',
  'authOpenIDTokenSigningAlgorithm',
] as const satisfies readonly (keyof AuthSettingsDraft)[]

/** The server's pattern for app redirect URIs (`scheme://host/path`), or `*` alone. */
const REDIRECT_URI = /^\w+:\/\/[\w.-]+(\/[\w./-]*)*$/i

export interface AuthProblem {
  field: keyof AuthSettingsDraft
  message: string
}

/**
 * What stops a save: no sign-in method, a missing OpenID field while OpenID is on (`labels` names the fields), a
 * mobile redirect URI the server would drop.
 */
export function authSettingsProblem(
  draft: AuthSettingsDraft,
  labels: Partial<Record<keyof AuthSettingsDraft, string>>,
): AuthProblem | null {
  const messages = authMessages.get()
  if (!draft.authActiveAuthMethods.length)
    return { field: 'authActiveAuthMethods', message: messages.noMethod }
  if (!draft.authActiveAuthMethods.includes('openid')) return null
  for (const field of REQUIRED_OPENID_FIELDS) {
    if (!String(draft[field] ?? '').trim()) {
      return { field, message: messages.required({ field: labels[field] ?? field }) }
    }
  }
  const uris = draft.authOpenIDMobileRedirectURIs
  const bad = uris.find((uri) => (uri === '*' ? uris.length > 1 : !REDIRECT_URI.test(uri)))
  if (bad !== undefined)
    return { field: 'authOpenIDMobileRedirectURIs', message: messages.badRedirect({ uri: bad }) }
  return null
}

/** Asks the server to read the issuer's discovery document; null (after a toast that says why) when it cannot. */
export async function discoverOpenIdIssuer(issuer: string): Promise<OpenIdConfig | null> {
  const messages = authMessages.get()
  const address = issuer.trim()
  if (!address) {
    showToast({ type: 'error', message: messages.issuerMissing })
    return null
  }
  try {
    return await getClient().area(adminApi).openIdConfig(address)
  } catch (error) {
    showToast({
      type: 'error',
      message: messages.issuerFailed({ issuer: address, reason: errorMessage(error, messages.failed) }),
    })
    return null
  }
}

export async function saveAuthSettings(draft: AuthSettingsDraft): Promise<boolean> {
  const messages = authMessages.get()
  try {
    const { updated, serverSettings } = await getClient().area(adminApi).updateAuthSettings(draft)
    if (serverSettings) $serverSettings.set(serverSettings as unknown as ServerSettings)
    await configAuthSettings.load()
    showToast({ type: updated ? 'success' : 'info', message: updated ? messages.saved : messages.unchanged })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}
