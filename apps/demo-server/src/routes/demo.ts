import { Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { FaultInputError, type FaultRequest } from '../http/faults'
import { isAdminOrUp } from '../state/access'

/** Dates every stored login session's end in the past, as the sessions table holds it once the refresh lifetime ran out. */
function expireLoginSessions(ctx: ServerContext, now = Date.now()): void {
  for (const session of ctx.store.loginSessions.all()) {
    ctx.store.loginSessions.save({ ...session, expiresAt: now - 1, updatedAt: now })
  }
}

/** /api/demo: test-only switches (admins only) and the request counter. */
export function demoRouter(ctx: ServerContext): Router {
  const router = Router()

  router.use('/demo', (_req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    next()
  })

  router.get('/demo/faults', (_req, res) => {
    res.json(ctx.faults.describe())
  })

  router.post('/demo/faults', (req, res) => {
    const body = (req.body ?? {}) as FaultRequest
    try {
      ctx.faults.apply(body)
    } catch (error) {
      if (error instanceof FaultInputError) return void res.status(400).send(error.message)
      throw error
    }
    if (body.expireAccessTokens === true) ctx.tokens.revokeAccessTokens()
    if (body.expireLoginSessions === true) expireLoginSessions(ctx)
    if (body.dropSockets === true) ctx.hub.dropAll()
    res.json(ctx.faults.describe())
  })

  router.delete('/demo/faults', (_req, res) => {
    ctx.faults.reset()
    res.json(ctx.faults.describe())
  })

  router.get('/demo/requests', (_req, res) => {
    res.json({ counts: ctx.requestLog.counts })
  })

  return router
}
