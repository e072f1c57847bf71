import { atom, type ReadableAtom } from 'nanostores'
import type { CastConnector, CastConnectorDeps } from './cast-connector'
import { type CastState, IDLE_CAST } from './cast-state'

/**
 * The Cast connector with its code fetched only once the server enables casting (most servers do not), so players
 * that never cast do not download it. Same surface as `createCastConnector`.
 */
export function createLazyCastConnector(deps: CastConnectorDeps): CastConnector {
  const $cast = atom<CastState>(IDLE_CAST)
  let connector: CastConnector | null = null
  let loading: Promise<CastConnector> | null = null
  const load = () =>
    (loading ??= import('./cast-connector').then(({ createCastConnector }) => {
      connector = createCastConnector(deps)
      connector.$cast.subscribe((state) => $cast.set(state))
      return connector
    }))

  return {
    $cast: $cast as ReadableAtom<CastState>,
    async configure(options) {
      if (options.enabled || loading) await (await load()).configure(options)
    },
    // Without a loaded connector casting is off and the cast button hidden: nothing to do.
    requestSession: () => connector?.requestSession(),
    endSession: () => connector?.endSession(),
    globals: () => connector?.globals() ?? null,
  }
}
