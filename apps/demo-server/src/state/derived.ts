/** Anything with a write counter: a DocumentTable, or the store's settings. */
export interface Versioned {
  readonly version: number
}

type Cache = Map<string, { versions: number[]; value: unknown }>

const caches = new WeakMap<object, Cache>()
const answers = new WeakMap<object, Cache>()

/**
 * A value computed from some tables, kept (per `owner`, usually the store, and `key`) until one of the tables is
 * written to. The value is shared between callers: they must not change it.
 */
export function derivedFrom<T>(owner: object, key: string, sources: readonly Versioned[], build: () => T): T {
  return lookUp(caches, owner, key, sources, build, Number.POSITIVE_INFINITY)
}

/**
 * Like derivedFrom, for answers to queries (a user's list with its sort and filter, whose pages are asked for one
 * by one): only the last `keep` answers are kept.
 */
export function rememberedAnswer<T>(
  owner: object,
  key: string,
  sources: readonly Versioned[],
  build: () => T,
  keep = 32,
): T {
  return lookUp(answers, owner, key, sources, build, keep)
}

function lookUp<T>(
  caches: WeakMap<object, Cache>,
  owner: object,
  key: string,
  sources: readonly Versioned[],
  build: () => T,
  keep: number,
): T {
  let cache = caches.get(owner)
  if (!cache) {
    cache = new Map()
    caches.set(owner, cache)
  }
  const cached = cache.get(key)
  if (cached?.versions.every((version, index) => version === sources[index]!.version))
    return cached.value as T
  const value = build()
  cache.delete(key)
  if (cache.size >= keep) cache.delete(cache.keys().next().value!)
  cache.set(key, { versions: sources.map((source) => source.version), value })
  return value
}
