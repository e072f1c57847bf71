import { useStore } from '@nanostores/react'
import {
  $languageChoice,
  $serverSettings,
  $user,
  changePassword,
  LANGUAGE_CODES,
  setLanguage,
  signOut,
} from '@shelfkit/stores'
import { type FormEvent, useId, useState } from 'react'
import { useSignOutGuard } from '../offline/useSignOutGuard'
import { Button } from '../ui/Button'

function languageName(code: string): string {
  try {
    const native = new Intl.DisplayNames([code], { type: 'language' }).of(code)
    const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(code)
    if (native && english && native.toLowerCase() !== english.toLowerCase()) return `${native} (${english})`
    return native ?? english ?? code
  } catch {
    return code
  }
}

/** The account page: who is signed in, interface language, password change and sign-out. */
export function AccountPage() {
  const user = useStore($user)
  const settings = useStore($serverSettings)
  const language = useStore($languageChoice)
  const ids = useId()
  const { confirmSignOut, prompt: signOutPrompt } = useSignOutGuard()
  if (!user) return null
  const localSignIn = (settings as { authActiveAuthMethods?: string[] } | null)?.authActiveAuthMethods
  const showPasswordForm = user.type !== 'guest' && (localSignIn ? localSignIn.includes('local') : true)

  return (
    <div className="sk-content-page sk-account-page">
      <h1 className="sk-page-header__title">Account</h1>
      <div className="sk-form-row">
        <label className="sk-field" htmlFor={`${ids}-username`}>
          <span className="sk-field__label">Username</span>
          <input id={`${ids}-username`} className="sk-input" value={user.username} readOnly />
        </label>
        <label className="sk-field sk-field--narrow" htmlFor={`${ids}-type`}>
          <span className="sk-field__label">Account Type</span>
          <input id={`${ids}-type`} className="sk-input" value={user.type} readOnly />
        </label>
      </div>
      <label className="sk-field sk-field--narrow" htmlFor={`${ids}-language`}>
        <span className="sk-field__label">Language</span>
        <select
          id={`${ids}-language`}
          className="sk-select"
          value={language.current}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </label>
      {showPasswordForm ? <PasswordForm isRoot={user.type === 'root'} /> : null}
      <div className="sk-account-page__signout">
        <Button
          icon="power"
          onClick={async () => {
            if (!(await confirmSignOut())) return
            const redirect = await signOut()
            // OpenID sign-ins end at the provider's end-session page.
            if (redirect) window.location.assign(redirect)
          }}
        >
          Sign out
        </Button>
        {signOutPrompt}
      </div>
    </div>
  )
}

function PasswordForm({ isRoot }: { isRoot: boolean }) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = useId()
  const ready = (current && next && confirm) || isRoot

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const changed = await changePassword(current, next, confirm)
    setBusy(false)
    if (changed) {
      setCurrent('')
      setNext('')
      setConfirm('')
    }
  }

  return (
    <form className="sk-account-page__password" onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h2 className="sk-page-section__title" id={`${ids}-title`}>
        Change Password
      </h2>
      {(
        [
          ['Password', current, setCurrent, 'current-password'],
          ['New Password', next, setNext, 'new-password'],
          ['Confirm Password', confirm, setConfirm, 'new-password'],
        ] as const
      ).map(([label, value, set, autoComplete]) => (
        <label key={label} className="sk-field" htmlFor={`${ids}-${label}`}>
          <span className="sk-field__label">{label}</span>
          <input
            id={`${ids}-${label}`}
            className="sk-input"
            type="password"
            autoComplete={autoComplete}
            value={value}
            disabled={busy}
            onChange={(event) => set(event.target.value)}
          />
        </label>
      ))}
      <div className="sk-account-page__submit">
        {isRoot ? (
          <p className="sk-muted">* Root user is the only user that can have an empty password</p>
        ) : null}
        <Button type="submit" variant="primary" loading={busy} disabled={!ready}>
          Submit
        </Button>
      </div>
    </form>
  )
}
