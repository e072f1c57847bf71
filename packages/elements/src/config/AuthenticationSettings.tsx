import { useStore } from '@nanostores/react'
import type { AuthSettings } from '@shelfkit/client'
import {
  type AuthSettingsDraft,
  authSettingsProblem,
  configAuthSettings,
  discoverOpenIdIssuer,
  i18n,
  saveAuthSettings,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { ResourceView } from '../ui/ResourceView'
import { SafeHtml } from '../ui/SafeHtml'
import { TextAreaField, TextField } from '../ui/TextInput'
import { useConfigResource } from './ConfigTable'

const messages = i18n('config.authentication.page', {
  form: 'Authentication settings',
  password: 'Password authentication',
  openid: 'OpenID Connect authentication',
  issuer: 'Issuer URL',
  discover: 'Auto-populate',
  discoverHint: 'Reads the issuer’s /.well-known/openid-configuration and fills in the endpoints below.',
  authorization: 'Authorize URL',
  token: 'Token URL',
  userinfo: 'Userinfo URL',
  jwks: 'JWKS URL',
  logout: 'Logout URL',
  clientId: 'Client ID',
  clientSecret: 'Client Secret',
  signing: 'Signing algorithm',
  redirects: 'Allowed mobile redirect URIs (one a line)',
  redirectsHint: 'audiobookshelf://oauth is the official apps’ address; * allows any, alone.',
  buttonText: 'Button text',
  matchBy: 'Match existing users by',
  matchNone: 'Do not match',
  matchEmail: 'Email',
  matchUsername: 'Username',
  autoLaunch: 'Auto launch (open the provider’s sign-in instead of the sign-in page)',
  autoRegister: 'Auto register (create users the server does not know yet)',
  groupClaim: 'Group claim',
  groupHint:
    'A claim listing groups named admin, user or guest; the highest gives the role, none refuses sign-in.',
  permsClaim: 'Advanced permission claim',
  permsHint: 'A claim holding the user’s permissions as JSON, like this:',
  loginMessage: 'Custom message on the sign-in page',
  loginMessageHint: 'HTML such as <b>, <i>, <a> and lists is kept; anything else is shown as text.',
  preview: 'Preview',
  save: 'Save',
})

/** Authentication (`/config/authentication`): password and OpenID Connect sign-in, the sign-in page's message. */
export default function AuthenticationSettings() {
  const state = useConfigResource(configAuthSettings)
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(settings) => <AuthForm key={JSON.stringify(settings)} settings={settings} />}
      </ResourceView>
    </div>
  )
}

type TextKey = {
  [K in keyof AuthSettingsDraft]: AuthSettingsDraft[K] extends string | null ? K : never
}[keyof AuthSettingsDraft] &
  keyof AuthSettingsDraft

function AuthForm({ settings }: { settings: AuthSettings }) {
  const t = useStore(messages)
  const { authOpenIDSamplePermissions: sample, ...initial } = settings
  const [draft, setDraft] = useState<AuthSettingsDraft>(initial)
  const [redirects, setRedirects] = useState(initial.authOpenIDMobileRedirectURIs.join('\n'))
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState<'save' | 'discover' | null>(null)
  const set = <K extends keyof AuthSettingsDraft>(key: K, value: AuthSettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const methods = draft.authActiveAuthMethods
  const toggleMethod = (method: string, on: boolean) =>
    set(
      'authActiveAuthMethods',
      on ? [...methods.filter((m) => m !== method), method] : methods.filter((m) => m !== method),
    )
  const openid = methods.includes('openid')
  const labels = {
    authOpenIDIssuerURL: t.issuer,
    authOpenIDAuthorizationURL: t.authorization,
    authOpenIDTokenURL: t.token,
    authOpenIDUserInfoURL: t.userinfo,
    authOpenIDJwksURL: t.jwks,
    authOpenIDClientID: t.clientId,
    authOpenIDClientSecret: t.clientSecret,
    authOpenIDTokenSigningAlgorithm: t.signing,
  }
  const full: AuthSettingsDraft = {
    ...draft,
    authOpenIDMobileRedirectURIs: redirects
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }
  const problem = tried ? authSettingsProblem(full, labels) : null
  const errorOf = (key: keyof AuthSettingsDraft) => (problem?.field === key ? problem.message : undefined)

  const discover = async () => {
    setBusy('discover')
    const found = await discoverOpenIdIssuer(draft.authOpenIDIssuerURL ?? '')
    setBusy(null)
    if (!found) return
    setDraft((current) => ({
      ...current,
      authOpenIDIssuerURL: found.issuer || current.authOpenIDIssuerURL,
      authOpenIDAuthorizationURL: found.authorization_endpoint ?? current.authOpenIDAuthorizationURL,
      authOpenIDTokenURL: found.token_endpoint ?? current.authOpenIDTokenURL,
      authOpenIDUserInfoURL: found.userinfo_endpoint ?? current.authOpenIDUserInfoURL,
      authOpenIDJwksURL: found.jwks_uri ?? current.authOpenIDJwksURL,
      authOpenIDLogoutURL: found.end_session_endpoint ?? current.authOpenIDLogoutURL,
      authOpenIDTokenSigningAlgorithm:
        found.id_token_signing_alg_values_supported?.[0] ?? current.authOpenIDTokenSigningAlgorithm,
    }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (authSettingsProblem(full, labels)) return
    setBusy('save')
    await saveAuthSettings(full)
    setBusy(null)
  }
  const text = (key: TextKey, label: string, type = 'text', hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      error={errorOf(key)}
      type={type}
      value={(draft[key] as string | null) ?? ''}
      onValueChange={(value) => set(key, value as never)}
    />
  )

  return (
    <form className="sk-config-form" aria-label={t.form} onSubmit={submit} noValidate>
      <CheckField
        label={t.password}
        checked={methods.includes('local')}
        onChange={(on) => toggleMethod('local', on)}
      />
      <CheckField label={t.openid} checked={openid} onChange={(on) => toggleMethod('openid', on)} />
      {errorOf('authActiveAuthMethods') ? (
        <p className="sk-field__error" role="alert">
          {errorOf('authActiveAuthMethods')}
        </p>
      ) : null}
      {openid ? (
        <fieldset className="sk-config-form__group">
          <legend>{t.openid}</legend>
          <div className="sk-config-form--row sk-config-form">
            {text('authOpenIDIssuerURL', t.issuer, 'url', t.discoverHint)}
            <Button onClick={() => void discover()} loading={busy === 'discover'} disabled={busy !== null}>
              {t.discover}
            </Button>
          </div>
          {text('authOpenIDAuthorizationURL', t.authorization, 'url')}
          {text('authOpenIDTokenURL', t.token, 'url')}
          {text('authOpenIDUserInfoURL', t.userinfo, 'url')}
          {text('authOpenIDJwksURL', t.jwks, 'url')}
          {text('authOpenIDLogoutURL', t.logout, 'url')}
          {text('authOpenIDClientID', t.clientId)}
          {text('authOpenIDClientSecret', t.clientSecret, 'password')}
          {text('authOpenIDTokenSigningAlgorithm', t.signing)}
          <TextAreaField
            label={t.redirects}
            hint={t.redirectsHint}
            error={errorOf('authOpenIDMobileRedirectURIs')}
            className="sk-config-form__folders"
            rows={3}
            spellCheck={false}
            value={redirects}
            onValueChange={setRedirects}
          />
          {text('authOpenIDButtonText', t.buttonText)}
          <Field label={t.matchBy}>
            {(control) => (
              <select
                {...control}
                className="sk-select"
                value={draft.authOpenIDMatchExistingBy ?? ''}
                onChange={(event) => set('authOpenIDMatchExistingBy', event.target.value || null)}
              >
                <option value="">{t.matchNone}</option>
                <option value="email">{t.matchEmail}</option>
                <option value="username">{t.matchUsername}</option>
              </select>
            )}
          </Field>
          <CheckField
            label={t.autoLaunch}
            checked={draft.authOpenIDAutoLaunch}
            onChange={(on) => set('authOpenIDAutoLaunch', on)}
          />
          <CheckField
            label={t.autoRegister}
            checked={draft.authOpenIDAutoRegister}
            onChange={(on) => set('authOpenIDAutoRegister', on)}
          />
          {text('authOpenIDGroupClaim', t.groupClaim, 'text', t.groupHint)}
          {text('authOpenIDAdvancedPermsClaim', t.permsClaim, 'text', t.permsHint)}
          <pre className="sk-config-sample">{sample}</pre>
        </fieldset>
      ) : null}
      <TextAreaField
        label={t.loginMessage}
        hint={t.loginMessageHint}
        rows={4}
        value={draft.authLoginCustomMessage ?? ''}
        onValueChange={(message) => set('authLoginCustomMessage', message)}
      />
      {draft.authLoginCustomMessage?.trim() ? (
        <section className="sk-config-form__group" aria-label={t.preview}>
          <SafeHtml html={draft.authLoginCustomMessage} className="sk-login__custom" />
        </section>
      ) : null}
      <div className="sk-config-form__actions">
        <Button type="submit" variant="primary" loading={busy === 'save'} disabled={busy !== null}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}
