import type { RequestHandler } from 'express'
import type { ServerContext } from '../context'
import { sendUnauthorized } from '../http/errors'
import type { UserRecord } from '../state/types'
import { tokenFromRequest } from './request-user'

export type Authenticated = { user: UserRecord; isOldToken: boolean }

/** Resolves a bearer token to an active user, or null where the real server answers 401. */
export async function authenticateToken(ctx: ServerContext, token: string): Promise<Authenticated | null> {
  const result = await ctx.tokens.verify(token)
  const claims = result.claims
  if (claims?.type === 'api') {
    const key = ctx.store.apiKeys.get(claims.keyId)
    if (!key?.isActive) return null
    if (!result.ok) {
      if (result.reason === 'expired') ctx.store.apiKeys.save({ ...key, isActive: false })
      return null
    }
    const user = ctx.store.users.get(key.userId)
    if (!user?.isActive) return null
    return { user, isOldToken: false }
  }
  if (!result.ok || !claims?.userId) return null
  if (ctx.config.flavour === '2.36' && claims.type === 'refresh') return null
  const user = ctx.store.users.get(claims.userId)
  if (!user?.isActive) return null
  return { user, isOldToken: !claims.exp }
}

/** Guards /api: Bearer or ?token= JWT (access, legacy, API key; 2.30 also refresh), else 401 Unauthorized. */
export function requireAuth(ctx: ServerContext): RequestHandler {
  return (req, res, next) => {
    const token = tokenFromRequest(req)
    if (!token) return sendUnauthorized(res)
    authenticateToken(ctx, token)
      .then((auth) => {
        if (!auth) return sendUnauthorized(res)
        res.locals.user = auth.user
        res.locals.isOldToken = auth.isOldToken
        next()
      })
      .catch(next)
  }
}
