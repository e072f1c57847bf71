import { atom, type ReadableAtom } from 'nanostores'
import { playerMessages } from '../constants'
import { type CastGlobals, type CastWindow, castGlobals } from './cast-api'
import { CAST_SENDER_URL } from './cast-scripts'
import { type CastState, IDLE_CAST } from './cast-state'

export type { CastState } from './cast-state'

/** audiobookshelf's own receiver application. */
export const CAST_RECEIVER_APP_ID = 'FD1F76C5'

export interface CastConnectorDeps {
  window: CastWindow
  /** Adds a script tag; resolves when it loaded. */
  loadScript(url: string): Promise<void>
  /** A session started or resumed (true) or ended (false). */
  onConnectedChange(connected: boolean): void
  showWarning(message: string): void
}

/** Loads and sets up the Cast sender framework and follows its session (spec 01 §2 "cast button", §4). */
export function createCastConnector(deps: CastConnectorDeps) {
  const $cast = atom<CastState>(IDLE_CAST)
  let globals: CastGlobals | null = null
  let loading: Promise<void> | null = null

  const patch = (changes: Partial<CastState>) => $cast.set({ ...$cast.get(), ...changes })

  function setUp() {
    globals = castGlobals(deps.window)
    if (!globals) return
    const { framework } = globals.cast
    const context = framework.CastContext.getInstance()
    context.setOptions({
      receiverApplicationId: CAST_RECEIVER_APP_ID,
      autoJoinPolicy: globals.chrome.cast.AutoJoinPolicy.ORIGIN_SCOPED,
    })
    context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, ({ sessionState }) => {
      const states = framework.SessionState
      if (sessionState === states.SESSION_STARTED || sessionState === states.SESSION_RESUMED) {
        const name = context.getCurrentSession()?.getCastDevice()?.friendlyName ?? null
        patch({ connected: true, deviceName: name })
        deps.onConnectedChange(true)
      } else if (sessionState === states.SESSION_ENDED) {
        patch({ connected: false, deviceName: null })
        deps.onConnectedChange(false)
      }
    })
    patch({ ready: true })
  }

  /**
   * Follows the server setting: loads the framework the first time casting is enabled on a secure page. An
   * insecure page loads nothing; the cast button then warns.
   */
  function configure(options: { enabled: boolean; secure: boolean }): Promise<void> {
    patch({ enabled: options.enabled, insecure: options.enabled && !options.secure })
    if (!options.enabled || !options.secure || loading) return loading ?? Promise.resolve()
    deps.window.__onGCastApiAvailable = (available) => {
      if (available) setUp()
    }
    loading = deps.loadScript(CAST_SENDER_URL).catch((error: unknown) => {
      console.error('Could not load the Cast framework', error)
      loading = null
    })
    return loading
  }

  /** The cast button: opens the device picker, or warns on an insecure page. */
  function requestSession(): void {
    const state = $cast.get()
    if (state.insecure) {
      deps.showWarning(playerMessages.get().castNeedsHttps)
      return
    }
    if (!globals) return
    globals.cast.framework.CastContext.getInstance()
      .requestSession()
      .catch((error: unknown) => console.info('No cast session started', error))
  }

  function endSession(): void {
    globals?.cast.framework.CastContext.getInstance().getCurrentSession()?.endSession(true)
  }

  return {
    $cast: $cast as ReadableAtom<CastState>,
    configure,
    requestSession,
    endSession,
    /** The framework globals for the cast output; null until loaded. */
    globals: () => globals,
  }
}

export type CastConnector = ReturnType<typeof createCastConnector>
