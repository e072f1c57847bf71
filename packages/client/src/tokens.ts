/**
 * How this client proves who it is:
 * - `cookie`: access token held by the client, refresh token in the server's httpOnly cookie (same-origin
 *   deployments);
 * - `header`: both tokens held by the client, refresh with `x-refresh-token` (cross-origin; servers 2.26+);
 * - `static`: an API key or a legacy token, which cannot be refreshed (a 401 means signed out).
 */
export type AuthMode = 'cookie' | 'header' | 'static'

export interface Tokens {
  accessToken: string | null
  refreshToken: string | null
}

/** Where the client reads and writes its tokens; the stores package persists them, tests keep them in memory. */
export interface TokenStore {
  get(): Tokens
  set(tokens: Tokens): void
}

export function memoryTokenStore(initial: Partial<Tokens> = {}): TokenStore {
  let tokens: Tokens = {
    accessToken: initial.accessToken ?? null,
    refreshToken: initial.refreshToken ?? null,
  }
  return {
    get: () => tokens,
    set: (next) => {
      tokens = { ...next }
    },
  }
}
