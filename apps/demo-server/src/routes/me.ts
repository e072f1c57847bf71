import { Router } from 'express'
import { isOldTokenRequest, requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { userJson } from '../serialize/user'

/** /api/me and its sub-resources that concern only the signed-in user. */
export function meRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store } = ctx

  router.get('/me', (_req, res) => {
    const user = requestUser(res)
    res.json(userJson(user, { progress: store.progressForUser(user.id), isOldToken: isOldTokenRequest(res) }))
  })

  return router
}
