import type { Request, Response } from 'express'
import type { ServerContext } from '../context'
import type { LoginSessionRecord, UserRecord } from '../state/types'
import { newId } from '../util/ids'

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
}

/** A new access token and refresh token with the configured lifetimes. */
async function mintTokens(ctx: ServerContext, user: UserRecord): Promise<IssuedTokens> {
  const accessToken = await ctx.tokens.accessToken(user, ctx.config.accessTokenTtl)
  const refreshToken = await ctx.tokens.refreshToken(user, ctx.config.refreshTokenTtl)
  return { accessToken, refreshToken }
}

const refreshExpiry = (ctx: ServerContext, now: number) => now + ctx.config.refreshTokenTtl * 1000

function isSecure(req: Request): boolean {
  const proto = req.get('x-forwarded-proto') ?? ''
  return req.secure || proto === 'https' || proto.split(',').some((p) => p.trim() === 'https')
}

export function setRefreshCookie(
  ctx: ServerContext,
  req: Request,
  res: Response,
  refreshToken: string,
): void {
  res.cookie('refresh_token', refreshToken, {
    httpOnly: true,
    secure:
      ctx.config.flavour === '2.36' ? isSecure(req) : req.secure || req.get('x-forwarded-proto') === 'https',
    sameSite: 'lax',
    maxAge: ctx.config.refreshTokenTtl * 1000,
    path: '/',
  })
}

/** A login: new access + refresh token and a stored login session holding the refresh token. */
export async function createLoginSession(
  ctx: ServerContext,
  user: UserRecord,
  req: Request,
): Promise<IssuedTokens> {
  const { accessToken, refreshToken } = await mintTokens(ctx, user)
  const now = Date.now()
  ctx.store.loginSessions.save({
    id: newId(),
    userId: user.id,
    ipAddress: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    refreshToken,
    expiresAt: refreshExpiry(ctx, now),
    lastRefreshToken: null,
    lastRefreshTokenExpiresAt: null,
    createdAt: now,
    updatedAt: now,
  })
  return { accessToken, refreshToken }
}

/** Rotates the session's refresh token (2.36 keeps the previous one usable for the grace period). */
export async function rotateSession(
  ctx: ServerContext,
  session: LoginSessionRecord,
  user: UserRecord,
  req: Request,
  res: Response,
  withGracePeriod: boolean,
): Promise<IssuedTokens> {
  const { accessToken, refreshToken } = await mintTokens(ctx, user)
  const now = Date.now()
  const current = ctx.store.loginSessions.get(session.id)
  // 2.36 rotates conditionally: if another request rotated this session meanwhile, the loser gets the
  // winner's token. 2.30 simply overwrites, invalidating the token the other request handed out.
  if (ctx.config.flavour === '2.36' && current && current.refreshToken !== session.refreshToken) {
    setRefreshCookie(ctx, req, res, current.refreshToken)
    return { accessToken, refreshToken: current.refreshToken }
  }
  const keepPrevious = ctx.config.flavour === '2.36' && withGracePeriod
  ctx.store.loginSessions.save({
    ...session,
    refreshToken,
    expiresAt: refreshExpiry(ctx, now),
    lastRefreshToken: keepPrevious ? session.refreshToken : null,
    lastRefreshTokenExpiresAt: keepPrevious ? now + ctx.config.refreshGracePeriod * 1000 : null,
    updatedAt: now,
  })
  setRefreshCookie(ctx, req, res, refreshToken)
  return { accessToken, refreshToken }
}

export function findSessionByRefreshToken(ctx: ServerContext, token: string): LoginSessionRecord | undefined {
  return ctx.store.loginSessions.find(
    (s) => s.refreshToken === token || (ctx.config.flavour === '2.36' && s.lastRefreshToken === token),
  )
}

export type RefreshOutcome = { tokens: IssuedTokens; user: UserRecord } | { error: string }

/** POST /auth/refresh's decision, with the real server's error strings. */
export async function refreshLogin(
  ctx: ServerContext,
  refreshToken: string,
  req: Request,
  res: Response,
): Promise<RefreshOutcome> {
  const verified = await ctx.tokens.verify(refreshToken)
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      for (const s of ctx.store.loginSessions.filter((s) => s.refreshToken === refreshToken)) {
        ctx.store.loginSessions.delete(s.id)
      }
      return { error: 'Refresh token expired' }
    }
    return { error: 'Invalid refresh token' }
  }
  if (verified.claims.type !== 'refresh') return { error: 'Invalid token type' }
  const session = findSessionByRefreshToken(ctx, refreshToken)
  if (!session) return { error: 'Invalid refresh token' }
  const now = Date.now()
  let inGracePeriod = false
  if (session.refreshToken !== refreshToken) {
    if ((session.lastRefreshTokenExpiresAt ?? 0) > now) inGracePeriod = true
    else return { error: 'Invalid refresh token' }
  } else if (session.expiresAt < now) {
    ctx.store.loginSessions.delete(session.id)
    return { error: 'Refresh token expired' }
  }
  const user = ctx.store.users.get(verified.claims.userId)
  if (!user?.isActive) return { error: 'User not found or inactive' }
  if (inGracePeriod) {
    const accessToken = await ctx.tokens.accessToken(user, ctx.config.accessTokenTtl)
    setRefreshCookie(ctx, req, res, session.refreshToken)
    return { tokens: { accessToken, refreshToken: session.refreshToken }, user }
  }
  return { tokens: await rotateSession(ctx, session, user, req, res, true), user }
}

export function deleteSessionsOfUser(ctx: ServerContext, userId: string, exceptId?: string): void {
  for (const s of ctx.store.loginSessions.filter((s) => s.userId === userId && s.id !== exceptId)) {
    ctx.store.loginSessions.delete(s.id)
  }
}

/** Dates every stored login session's end in the past, as the sessions table holds it once the refresh lifetime ran out. */
export function expireLoginSessions(ctx: ServerContext, now = Date.now()): void {
  for (const session of ctx.store.loginSessions.all()) {
    ctx.store.loginSessions.save({ ...session, expiresAt: now - 1, updatedAt: now })
  }
}
