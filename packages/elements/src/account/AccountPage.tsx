import { useStore } from '@nanostores/react'
import { $serverSettings, $user, changePassword, i18n, signOut } from '@shelfkit/stores'
import { type FormEvent, useId, useState } from 'react'
import { useSignOutGuard } from '../offline/useSignOutGuard'
import { Button } from '../ui/Button'
import { ReadOnlyField, TextField } from '../ui/TextInput'
import { LanguageSelect } from './LanguageSelect'
import { userTypeMessages, userTypeName } from './user-type'

const messages = i18n('account.page', {
  title: 'Account',
  username: 'Username',
  accountType: 'Account Type',
  signOut: 'Sign out',
  changePassword: 'Change Password',
  password: 'Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  rootEmptyPassword: '* Root user is the only user that can have an empty password',
  submit: 'Submit',
})

/** The account page: who is signed in, interface language, password change and sign-out. */
export function AccountPage() {
  const t = useStore(messages)
  const types = useStore(userTypeMessages)
  const user = useStore($user)
  const settings = useStore($serverSettings)
  const { confirmSignOut, prompt: signOutPrompt } = useSignOutGuard()
  if (!user) return null
  const localSignIn = (settings as { authActiveAuthMethods?: string[] } | null)?.authActiveAuthMethods
  const showPasswordForm = user.type !== 'guest' && (localSignIn ? localSignIn.includes('local') : true)

  return (
    <div className="sk-content-page sk-account-page">
      <h1 className="sk-page-header__title">{t.title}</h1>
      <div className="sk-form-row">
        <ReadOnlyField label={t.username} value={user.username} />
        <ReadOnlyField
          label={t.accountType}
          fieldClassName="sk-field--narrow"
          value={userTypeName(types, user.type)}
        />
      </div>
      <LanguageSelect className="sk-field--narrow" />
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
          {t.signOut}
        </Button>
        {signOutPrompt}
      </div>
    </div>
  )
}

function PasswordForm({ isRoot }: { isRoot: boolean }) {
  const t = useStore(messages)
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
        {t.changePassword}
      </h2>
      {(
        [
          ['current', t.password, current, setCurrent, 'current-password'],
          ['new', t.newPassword, next, setNext, 'new-password'],
          ['confirm', t.confirmPassword, confirm, setConfirm, 'new-password'],
        ] as const
      ).map(([key, label, value, set, autoComplete]) => (
        <TextField
          key={key}
          label={label}
          type="password"
          autoComplete={autoComplete}
          value={value}
          disabled={busy}
          onValueChange={set}
        />
      ))}
      <div className="sk-account-page__submit">
        {isRoot ? <p className="sk-muted">{t.rootEmptyPassword}</p> : null}
        <Button type="submit" variant="primary" loading={busy} disabled={!ready}>
          {t.submit}
        </Button>
      </div>
    </form>
  )
}
