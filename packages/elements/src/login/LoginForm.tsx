import { useStore } from '@nanostores/react'
import {
  $loginState,
  $serverUrl,
  $signOutReason,
  type CurrentUser,
  checkServer,
  checkServerOnShow,
  chooseSameOriginServer,
  chooseServerAddress,
  corsOriginToAllow,
  createRootUser,
  errorMessages,
  i18n,
  isCrossOrigin,
  loginCustomMessage,
  loginMessages,
  offersLocalSignIn,
  offersOpenId,
  openIdButtonText,
  openIdStartUrl,
  shouldAutoLaunchOpenId,
  signInErrorMessage,
  submitSignIn,
} from '@shelfkit/stores'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Field } from '../ui/Field'
import { richText } from '../ui/rich-text'
import { SafeHtml } from '../ui/SafeHtml'
import { ReadOnlyField, TextField } from '../ui/TextInput'

export interface LoginFormProps {
  /** Called once signed in (by the form, or by creating the root user on first run). */
  onSignedIn(user: CurrentUser): void
  /** Where the OpenID provider sends the browser back to (the app's sign-in page without its query). */
  openIdCallbackUrl: string
  /** The page's `autoLaunch` parameter: '0' keeps the OpenID sign-in from starting by itself. */
  autoLaunch?: string | null
  /** A message from the page itself, e.g. an `error` parameter of an OpenID callback. */
  notice?: string | null
}

const messages = i18n('login.form', {
  signIn: 'Sign in',
  sessionEnded: 'Your session has ended. Sign in again.',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  submit: 'Submit',
  checking: 'Checking...',
  initializing: 'Initializing...',
  setupTitle: 'Initial Server Setup',
  createRoot: 'Create Root User',
  directoryPaths: 'Directory Paths',
  configPath: 'Config Path',
  metadataPath: 'Metadata Path',
  noPasswordPrompt: 'Are you sure you want to create the root user with no password?',
  create: 'Create',
  connectTitle: 'Connect to your server',
  notServed:
    'This page is not served together with an audiobookshelf server. Enter the address of your server, for example {example}.',
  refusedTitle: 'The server refused this page',
  refusedAnswer: 'The server at {server} answers, but its settings do not allow requests from this page.',
  refusedHelp:
    'An administrator can allow it: in the server’s own web client open {settings}, add {origin} to {setting}, save, then try again.',
  settings: 'Settings',
  allowedOrigins: 'Allowed CORS Origins',
  nothingAnswered: 'Nothing answered at {server}. Check the address and that the server is running.',
  notAnswering: 'The server behind this page is not answering. Check that it is running.',
  tryAgain: 'Try again',
  server: 'Server: {server}',
  change: 'Change',
  serverAddress: 'Server address',
  connect: 'Connect',
  ownServer: 'Use this page’s own server',
})

/** An address for the examples (the same in every language). */
const EXAMPLE_ADDRESS = 'https://abs.example.com'

/**
 * The sign-in page body: server status first, then first-run set-up, the sign-in form with OpenID, or the server
 * address (cross-origin mode) with an explanation when the server cannot be used from this page.
 */
export function LoginForm({
  onSignedIn,
  openIdCallbackUrl,
  autoLaunch = null,
  notice = null,
}: LoginFormProps) {
  const t = useStore(messages)
  const { phase, status } = useStore($loginState)
  const reason = useStore($signOutReason)
  const serverUrl = useStore($serverUrl)

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again whenever the server address changes
  useEffect(() => {
    void checkServerOnShow()
  }, [serverUrl])

  useEffect(() => {
    if (phase === 'sign-in' && shouldAutoLaunchOpenId(status, autoLaunch))
      window.location.assign(openIdStartUrl(openIdCallbackUrl))
  }, [phase, status, autoLaunch, openIdCallbackUrl])

  let body: ReactNode
  if (phase === 'setup') {
    body = (
      <SetupForm
        onSignedIn={onSignedIn}
        configPath={status?.ConfigPath}
        metadataPath={status?.MetadataPath}
      />
    )
  } else if (phase === 'checking' || phase === 'sign-in') {
    // The form is usable at once; what only the server's status can tell (its message, OpenID) joins when it
    // arrives. Almost every server is set up and offers passwords, so the first-run and error views are the
    // exceptions that replace it.
    const custom = loginCustomMessage(status)
    body = (
      <>
        <h1 className="sk-login__title">{t.signIn}</h1>
        {custom ? <SafeHtml html={custom} className="sk-login__custom" /> : null}
        {notice ? (
          <FormError message={notice} />
        ) : reason && reason !== 'sign-out' ? (
          <p className="sk-login__notice" role="status">
            {t.sessionEnded}
          </p>
        ) : null}
        {phase === 'checking' || offersLocalSignIn(status) ? <PasswordForm onSignedIn={onSignedIn} /> : null}
        {offersOpenId(status) ? (
          <a
            className="sk-button sk-button--secondary sk-login__openid"
            href={openIdStartUrl(openIdCallbackUrl)}
            rel="external"
          >
            {openIdButtonText(status)}
          </a>
        ) : null}
        {isCrossOrigin() ? <ServerAddress /> : null}
      </>
    )
  } else {
    body = <ServerProblem />
  }

  // No landmark here: the page around the form (the app's sign-in page) owns its <main>, an embedding page its own.
  return (
    <div className="sk-login">
      <div className="sk-login__card">{body}</div>
    </div>
  )
}

function PasswordForm({ onSignedIn }: { onSignedIn(user: CurrentUser): void }) {
  const t = useStore(messages)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [hint, setHint] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const usernameInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const errorId = useId()

  const submit = async (name: string, secret: string) => {
    setBusy(true)
    setError(null)
    setHint(null)
    try {
      onSignedIn(await submitSignIn(name, secret))
    } catch (caught) {
      const message = signInErrorMessage(caught)
      setError(message)
      if (message === loginMessages.get().invalidCredentials) setHint(loginMessages.get().disabledHint)
      setBusy(false)
    }
  }

  // A prerendered page (the app's login.html) may have been typed into, and even submitted, before this ran.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the form's first render
  useEffect(() => {
    const form = formRef.current
    const typedUsername = usernameInput.current?.value ?? ''
    const typedPassword = passwordInput.current?.value ?? ''
    if (typedUsername) setUsername(typedUsername)
    if (typedPassword) setPassword(typedPassword)
    if (!form?.contains(form.ownerDocument.activeElement)) usernameInput.current?.focus()
    if (form?.hasAttribute('data-submit-pending')) {
      form.removeAttribute('data-submit-pending')
      void submit(typedUsername, typedPassword)
    }
  }, [])

  return (
    <form
      ref={formRef}
      className="sk-login__form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        // What the fields hold: the same as the state, and also right when the app took over a prerendered form.
        void submit(usernameInput.current?.value ?? username, passwordInput.current?.value ?? password)
      }}
      aria-describedby={error ? errorId : undefined}
    >
      {error ? (
        <div id={errorId} className="sk-login__error" role="alert">
          <p>{error}</p>
          {hint ? <p className="sk-login__hint">{hint}</p> : null}
        </div>
      ) : null}
      <TextField
        label={t.username}
        ref={usernameInput}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        disabled={busy}
        onValueChange={setUsername}
      />
      <TextField
        label={t.password}
        ref={passwordInput}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        disabled={busy}
        onValueChange={setPassword}
      />
      <SubmitButton busy={busy} busyText={t.checking} />
    </form>
  )
}

function SetupForm({
  onSignedIn,
  configPath,
  metadataPath,
}: {
  onSignedIn(user: CurrentUser): void
  configPath?: string
  metadataPath?: string
}) {
  const t = useStore(messages)
  const [username, setUsername] = useState('root')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [askNoPassword, setAskNoPassword] = useState(false)

  const create = async () => {
    setBusy(true)
    setError(null)
    try {
      onSignedIn(await createRootUser(username, password, confirmation))
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : errorMessages.get().unknown)
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password && username.trim() && password === confirmation) setAskNoPassword(true)
    else void create()
  }

  return (
    <>
      <h1 className="sk-login__title">{t.setupTitle}</h1>
      <form className="sk-login__form" onSubmit={submit}>
        <h2 className="sk-login__subtitle">{t.createRoot}</h2>
        {error ? <FormError message={error} /> : null}
        <TextField
          label={t.username}
          autoComplete="username"
          value={username}
          disabled={busy}
          onValueChange={setUsername}
        />
        {(
          [
            ['password', t.password, password, setPassword],
            ['confirmation', t.confirmPassword, confirmation, setConfirmation],
          ] as const
        ).map(([key, label, value, set]) => (
          <TextField
            key={key}
            label={label}
            type="password"
            autoComplete="new-password"
            value={value}
            disabled={busy}
            onValueChange={set}
          />
        ))}
        {configPath || metadataPath ? (
          <>
            <h2 className="sk-login__subtitle">{t.directoryPaths}</h2>
            <ReadOnlyField label={t.configPath} value={configPath ?? ''} />
            <ReadOnlyField label={t.metadataPath} value={metadataPath ?? ''} />
          </>
        ) : null}
        <SubmitButton busy={busy} busyText={t.initializing} />
      </form>
      <ConfirmPrompt
        prompt={askNoPassword ? { message: t.noPasswordPrompt, yesText: t.create } : null}
        onAnswer={(confirmed) => {
          setAskNoPassword(false)
          if (confirmed) void create()
        }}
      />
    </>
  )
}

/** The server cannot be used from here: say why, and let the visitor retry or enter another address. */
function ServerProblem() {
  const t = useStore(messages)
  const { phase } = useStore($loginState)
  const serverUrl = useStore($serverUrl)
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    await checkServer()
    setRetrying(false)
  }

  let title: string
  let explanation: ReactNode
  if (phase === 'needs-server') {
    title = t.connectTitle
    explanation = <p>{richText(t.notServed, { example: <code>{EXAMPLE_ADDRESS}</code> })}</p>
  } else if (phase === 'cors-refused') {
    const origin = corsOriginToAllow()
    title = t.refusedTitle
    explanation = (
      <>
        <p>{richText(t.refusedAnswer, { server: <code>{serverUrl}</code> })}</p>
        <p>
          {richText(t.refusedHelp, {
            settings: <strong>{t.settings}</strong>,
            origin: <code className="sk-login__origin">{origin}</code>,
            setting: <strong>{t.allowedOrigins}</strong>,
          })}
        </p>
      </>
    )
  } else {
    title = errorMessages.get().unreachable
    explanation = serverUrl ? (
      <p>{richText(t.nothingAnswered, { server: <code>{serverUrl}</code> })}</p>
    ) : (
      <p>{t.notAnswering}</p>
    )
  }

  return (
    <>
      <h1 className="sk-login__title">{title}</h1>
      <div className="sk-login__problem" role="alert">
        {explanation}
      </div>
      {phase !== 'needs-server' ? (
        <Button className="sk-login__retry" icon="refresh" loading={retrying} onClick={() => void retry()}>
          {t.tryAgain}
        </Button>
      ) : null}
      {phase === 'needs-server' || isCrossOrigin() ? <ServerAddress open /> : null}
    </>
  )
}

/** Cross-origin mode: the server address, changeable (and a way back to this page's own server). */
function ServerAddress({ open = false }: { open?: boolean }) {
  const t = useStore(messages)
  const serverUrl = useStore($serverUrl)
  const [editing, setEditing] = useState(open)
  const [address, setAddress] = useState(serverUrl)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const connect = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await chooseServerAddress(address)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : loginMessages.get().badAddress)
    } finally {
      setBusy(false)
    }
  }

  if (!editing)
    return (
      <p className="sk-login__server">
        {richText(t.server, { server: <code>{serverUrl}</code> })}{' '}
        <button type="button" className="sk-link-button" onClick={() => setEditing(true)}>
          {t.change}
        </button>
      </p>
    )

  return (
    <form className="sk-login__form sk-login__server-form" onSubmit={(event) => void connect(event)}>
      <Field label={t.serverAddress}>
        {(control) => (
          <div className="sk-login__server-row">
            <input
              {...control}
              className="sk-input"
              inputMode="url"
              placeholder={EXAMPLE_ADDRESS}
              autoComplete="url"
              value={address}
              disabled={busy}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Button type="submit" loading={busy}>
              {t.connect}
            </Button>
          </div>
        )}
      </Field>
      {error ? <FormError message={error} /> : null}
      {serverUrl ? (
        <button type="button" className="sk-link-button" onClick={() => void chooseSameOriginServer()}>
          {t.ownServer}
        </button>
      ) : null}
    </form>
  )
}

function FormError({ message }: { message: string }) {
  return (
    <p className="sk-login__error" role="alert">
      {message}
    </p>
  )
}

function SubmitButton({ busy, busyText }: { busy: boolean; busyText: string }) {
  const t = useStore(messages)
  return (
    <Button type="submit" variant="primary" className="sk-login__submit" loading={busy}>
      {busy ? busyText : t.submit}
    </Button>
  )
}
