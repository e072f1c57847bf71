import { credentialsFor, type Http } from '../http'
import type { AuthSettings, LoginResponse, LogoutResponse, ServerStatus } from '../types'

/** Sign-in, first-run set-up and sign-out: the unauthenticated routes of the server. */
export function authApi(http: Http) {
  return {
    status: () => http.get<ServerStatus>('/status', { auth: false }),

    /** Creates the root user on a server that is not initialised yet. */
    init: (username: string, password: string) =>
      http.post<string>('/init', { newRoot: { username, password } }, { auth: false, response: 'text' }),

    /**
     * Local sign-in. Keeps the returned tokens in the token store: in header mode the refresh token comes in the
     * body (`x-return-tokens`), in cookie mode the server sets it as an httpOnly cookie.
     */
    async login(username: string, password: string): Promise<LoginResponse> {
      const headerMode = http.authMode === 'header'
      const response = await http.post<LoginResponse>(
        '/login',
        { username, password },
        {
          auth: false,
          headers: headerMode ? { 'x-return-tokens': 'true' } : undefined,
          credentials: credentialsFor(http.authMode),
        },
      )
      const accessToken = response.user.accessToken ?? response.user.token ?? null
      http.tokens.set({ accessToken, refreshToken: headerMode ? (response.user.refreshToken ?? null) : null })
      return response
    },

    /** Validates the stored access token and returns the bootstrap payload (user, settings, default library). */
    authorize: () => http.post<LoginResponse>('/api/authorize'),

    /** Ends the server-side session (cookie or x-refresh-token) and forgets the tokens whatever the answer. */
    async logout(options: { allDevices?: boolean } = {}): Promise<LogoutResponse | null> {
      const { refreshToken } = http.tokens.get()
      try {
        return await http.post<LogoutResponse>('/logout', undefined, {
          auth: false,
          query: { allDevices: options.allDevices ? 1 : undefined },
          headers:
            http.authMode === 'header' && refreshToken ? { 'x-refresh-token': refreshToken } : undefined,
          credentials: credentialsFor(http.authMode),
        })
      } finally {
        http.tokens.set({ accessToken: null, refreshToken: null })
      }
    },

    /** Where the browser goes to start an OpenID Connect sign-in; the server comes back to `callback`. */
    openIdUrl: (callback: string) => http.url('/auth/openid', { callback }),

    /** Admin: the server's authentication settings (OpenID configuration). */
    authSettings: () => http.get<AuthSettings>('/api/auth-settings'),

    /** Changes the signed-in user's password (servers 2.36+ rotate the session; header mode gets new tokens). */
    async changePassword(password: string, newPassword: string): Promise<void> {
      const { refreshToken } = http.tokens.get()
      const answer = await http.patch<unknown>(
        '/api/me/password',
        { password, newPassword },
        {
          response: 'text',
          headers:
            http.authMode === 'header' && refreshToken ? { 'x-refresh-token': refreshToken } : undefined,
        },
      )
      const rotated = parseRotatedTokens(answer)
      if (rotated) http.tokens.set(rotated)
    },
  }
}

function parseRotatedTokens(answer: unknown): { accessToken: string; refreshToken: string | null } | null {
  if (typeof answer !== 'string' || !answer.startsWith('{')) return null
  try {
    const parsed = JSON.parse(answer) as { user?: { accessToken?: string; refreshToken?: string } }
    const accessToken = parsed.user?.accessToken
    return accessToken ? { accessToken, refreshToken: parsed.user?.refreshToken ?? null } : null
  } catch {
    return null
  }
}
