import { Router } from 'express'
import { expireLoginSessions } from '../auth/login-sessions'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { FaultInputError, type FaultRequest } from '../http/faults'
import { isAdminOrUp } from '../state/access'

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
