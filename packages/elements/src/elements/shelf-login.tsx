import { useStore } from '@nanostores/react'
import { $sessionStatus, $user, signOut } from '@shelfkit/stores'
import { LoginForm } from '../login/LoginForm'
import { baseCss, loginCss, uiCss } from '../styles'
import { Button } from '../ui/Button'
import { richText } from '../ui/rich-text'
import { Spinner } from '../ui/Spinner'
import { defineElement } from './define'
import { emit } from './events'
import { $liveUpdates } from './live-refresh'
import { appLinkUrl } from './navigation'
import { type ElementProps, reactElementClass } from './react-element'
import { elementMessages } from './SessionGate'

const attributes = { hideWhenSignedIn: 'boolean' } as const

function LoginElement({ host, appUrl, hideWhenSignedIn }: ElementProps<typeof attributes>) {
  const t = useStore(elementMessages)
  const status = useStore($sessionStatus)
  const user = useStore($user)
  const report = (next: 'signed-in' | 'signed-out', username: string | null) =>
    emit(host, 'shelf-session', { status: next, username, liveUpdates: $liveUpdates.get() })

  if (status === 'unknown') return <Spinner />
  if (status === 'signed-in') {
    if (hideWhenSignedIn) return null
    return (
      <p className="sk-element-login__signed-in">
        <span>{richText(t.signedInAs, { name: <strong>{user?.username}</strong> })}</span>
        <Button
          variant="secondary"
          onClick={() => {
            void signOut().then(() => report('signed-out', null))
          }}
        >
          {t.signOut}
        </Button>
      </p>
    )
  }
  // OpenID sends the browser back to the full app's sign-in page; embeds never start it by themselves.
  const callback = appUrl ? appLinkUrl(appUrl, '/login') : window.location.href.split(/[?#]/)[0]!
  return (
    <div className="sk-element-login">
      <LoginForm
        autoLaunch="0"
        openIdCallbackUrl={callback}
        onSignedIn={(signedIn) => report('signed-in', signedIn.username)}
      />
    </div>
  )
}

/**
 * The sign-in form (first-run set-up included) for pages whose visitors have their own accounts; every shelf-*
 * element on the page shows their library once they are signed in. Signed in, it says who and offers to sign
 * out (or hides with `hide-when-signed-in`).
 *
 * @customElement shelf-login
 * @attr {boolean} hide-when-signed-in - Render nothing while someone is signed in.
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} app-url - The full app's address (OpenID sign-in returns there).
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @fires shelf-session - Someone signed in or out here: `{status, username, liveUpdates}`.
 * @csspart root - The element's box.
 * @csspart form - The sign-in form.
 * @csspart submit - The sign-in button.
 * @cssprop --shelf-bg - Background.
 * @cssprop --shelf-bg-raised - The card's background.
 * @cssprop --shelf-accent - Accent colour (the sign-in button).
 * @cssprop --shelf-font - Font family.
 */
export class ShelfLoginElement extends reactElementClass(LoginElement, {
  attributes,
  styles: [baseCss, uiCss, loginCss],
  parts: { form: '.sk-login form', submit: '.sk-login button[type="submit"]' },
}) {}

defineElement('shelf-login', ShelfLoginElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-login': ShelfLoginElement
  }
}
