import { $sessionStatus, $user } from '@shelfkit/stores'
import { LitElement, type PropertyValues } from 'lit'
import { $connectionFailure, $connectionProblem, connectServer } from './connection'
import { defineElement } from './define'
import { emit } from './events'
import { $liveUpdates } from './live-refresh'

/**
 * Says once per page which audiobookshelf server the shelf-* elements talk to, and signs them in with an API key.
 * Renders nothing. Cross-origin pages need their origin in the server's Allowed CORS origins setting; an API key
 * in a public page is readable by anyone, so give it a user that may only listen.
 *
 * @customElement shelf-server
 * @attr {string} url - The server's address, e.g. `https://abs.example.com` (with its base path, if any).
 * @attr {string} api-key - An API key (Settings → API keys); without one, the session stored by an earlier
 *   sign-in on this origin is used, or a `<shelf-login>` signs in.
 * @prop {string} status - `unknown`, `signed-in` or `signed-out` (read-only).
 * @prop {string | null} problem - Why the elements cannot connect, in words for the visitor (read-only).
 * @fires shelf-session - The session changed: `{status, username, liveUpdates}`.
 * @fires shelf-error - Connecting failed: `{message}` (a refused origin names the setting to change).
 */
export class ShelfServerElement extends LitElement {
  static override properties = {
    url: { type: String, reflect: true },
    apiKey: { type: String, attribute: 'api-key' },
  }

  declare url: string | null
  declare apiKey: string | null
  private stops: Array<() => void> = []

  constructor() {
    super()
    this.url = null
    this.apiKey = null
  }

  get status(): string {
    return $sessionStatus.get()
  }

  get problem(): string | null {
    return $connectionProblem.get()
  }

  override connectedCallback() {
    super.connectedCallback()
    const report = () => {
      const status = $sessionStatus.get()
      if (status === 'unknown') return
      emit(this, 'shelf-session', {
        status,
        username: $user.get()?.username ?? null,
        liveUpdates: $liveUpdates.get(),
      })
    }
    this.stops = [
      $sessionStatus.listen(report),
      $liveUpdates.listen(report),
      // Once per failure (a language switch changes the words, not the failure).
      $connectionFailure.listen((failure) => {
        const message = failure && $connectionProblem.get()
        if (message) emit(this, 'shelf-error', { message })
      }),
    ]
  }

  override disconnectedCallback() {
    super.disconnectedCallback()
    for (const stop of this.stops) stop()
    this.stops = []
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has('url') || changed.has('apiKey'))
      void connectServer({ url: this.url, apiKey: this.apiKey })
  }

  protected override createRenderRoot() {
    // Nothing to show: no shadow root, and the element itself stays out of the layout.
    this.style.display = 'none'
    return this
  }
}

defineElement('shelf-server', ShelfServerElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-server': ShelfServerElement
  }
}
