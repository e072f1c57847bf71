import { randomUUID } from 'node:crypto'
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { ServerFlavour } from '../config'

export interface UserTokenClaims extends JWTPayload {
  userId?: string
  username?: string
  type?: 'access' | 'refresh' | 'api'
  keyId?: string
  name?: string
}

export type VerifyResult =
  | { ok: true; claims: UserTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid'; claims?: UserTokenClaims }

/**
 * Signs and checks the HS256 JWTs the real server issues: access, refresh, legacy (no type, no expiry)
 * and API-key tokens. Under 2.36 access and refresh tokens carry a random `jti`, as there.
 */
export class TokenSigner {
  private readonly key: Uint8Array
  /** When each access token was minted, to the millisecond (JWT `iat` only has whole seconds). */
  private readonly mintedAt = new Map<string, number>()
  /** Access tokens minted before this instant answer like expired ones (the "expire all" fault). */
  private revokedBefore = 0

  constructor(
    secret: string,
    private readonly flavour: ServerFlavour,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  private async sign(claims: Record<string, unknown>, lifetimeSeconds: number | null): Promise<string> {
    const iat = Math.floor(Date.now() / 1000)
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(iat)
    if (lifetimeSeconds !== null) jwt.setExpirationTime(iat + lifetimeSeconds)
    return jwt.sign(this.key)
  }

  async accessToken(user: { id: string; username: string }, lifetimeSeconds: number): Promise<string> {
    const token = await this.sign(this.userClaims(user, 'access'), lifetimeSeconds)
    // Under 2.30 the same claims in the same second give the same text again: that is a fresh grant.
    this.mintedAt.delete(token)
    this.mintedAt.set(token, Date.now())
    if (this.mintedAt.size > 20_000) this.mintedAt.delete(this.mintedAt.keys().next().value!)
    return token
  }

  refreshToken(user: { id: string; username: string }, lifetimeSeconds: number): Promise<string> {
    return this.sign(this.userClaims(user, 'refresh'), lifetimeSeconds)
  }

  legacyToken(user: { id: string; username: string }): Promise<string> {
    return this.sign({ userId: user.id, username: user.username }, null)
  }

  apiKeyToken(key: { id: string; name: string }, lifetimeSeconds: number | null): Promise<string> {
    return this.sign({ keyId: key.id, name: key.name, type: 'api' }, lifetimeSeconds)
  }

  private userClaims(user: { id: string; username: string }, type: 'access' | 'refresh') {
    return this.flavour === '2.36'
      ? { userId: user.id, username: user.username, jti: randomUUID(), type }
      : { userId: user.id, username: user.username, type }
  }

  /** Checks signature and expiry. Revoked access tokens report as expired. */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify<UserTokenClaims>(token, this.key, { algorithms: ['HS256'] })
      if (payload.type === 'access' && this.isRevoked(token, payload)) {
        return { ok: false, reason: 'expired', claims: payload }
      }
      return { ok: true, claims: payload }
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return { ok: false, reason: 'expired', claims: error.payload as UserTokenClaims }
      }
      return { ok: false, reason: 'invalid' }
    }
  }

  private isRevoked(token: string, claims: UserTokenClaims): boolean {
    if (!this.revokedBefore) return false
    const minted = this.mintedAt.get(token) ?? (claims.iat ?? 0) * 1000
    return minted <= this.revokedBefore
  }

  /** Makes every access token minted until now fail like an expired one. */
  revokeAccessTokens(now = Date.now()): void {
    this.revokedBefore = now
  }
}
