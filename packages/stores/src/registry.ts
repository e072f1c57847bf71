/**
 * Every store and singleton of this package lives in one registry on `globalThis`, keyed by a `Symbol.for` that
 * carries the package major. Two bundles of the package on one page (two custom elements built separately, an app
 * plus an embed) therefore share one session, one player and one socket instead of fighting over them.
 */
export const REGISTRY_KEY: symbol = Symbol.for('@shelfkit/stores@0')

type Registry = Map<string, unknown>

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>
  let found = holder[REGISTRY_KEY]
  if (!found) {
    found = new Map()
    holder[REGISTRY_KEY] = found
  }
  return found
}

/** The instance registered under `name`, created by `create` the first time any copy of the package asks. */
export function shared<T>(name: string, create: () => T): T {
  const entries = registry()
  if (entries.has(name)) return entries.get(name) as T
  const instance = create()
  entries.set(name, instance)
  return instance
}
