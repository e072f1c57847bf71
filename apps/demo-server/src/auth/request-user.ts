import type { Request, Response } from 'express'
import type { UserRecord } from '../state/types'

/** The authenticated user the auth middleware attached to this request. */
export function requestUser(res: Response): UserRecord {
  const user = res.locals.user as UserRecord | undefined
  if (!user) throw new Error('route used without authentication')
  return user
}

export function isOldTokenRequest(res: Response): boolean {
  return res.locals.isOldToken === true
}

/** Bearer header first, then the `token` query parameter, like passport-jwt's extractors. */
export function tokenFromRequest(req: Request): string | null {
  const header = req.get('authorization')
  if (header) {
    const match = /^bearer\s+(\S+)$/i.exec(header.trim())
    if (match) return match[1]!
  }
  const query = req.query.token
  return typeof query === 'string' && query ? query : null
}
