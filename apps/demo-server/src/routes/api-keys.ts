import { Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { isAdminOrUp } from '../state/access'
import type { ApiKeyRecord, UserRecord } from '../state/types'
import { newId } from '../util/ids'

const userBrief = (user: UserRecord | undefined) =>
  user ? { id: user.id, username: user.username, type: user.type } : null

/** /api/api-keys (admins only): keys are JWTs of type "api" acting as their user. */
export function apiKeysRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store } = ctx

  const listJson = (key: ApiKeyRecord) => ({
    ...key,
    user: userBrief(store.users.get(key.userId)),
    createdByUser: userBrief(store.users.get(key.createdByUserId)),
  })

  router.use('/api-keys', (_req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    next()
  })

  router.get('/api-keys', (_req, res) => {
    res.json({ apiKeys: store.apiKeys.all().map(listJson) })
  })

  router.post(
    '/api-keys',
    asyncRoute(async (req, res) => {
      const viewer = requestUser(res)
      const body = (req.body ?? {}) as Record<string, unknown>
      if (!body.name || typeof body.name !== 'string') return void res.sendStatus(400)
      if (body.expiresIn && (typeof body.expiresIn !== 'number' || body.expiresIn <= 0))
        return void res.sendStatus(400)
      if (!body.userId || typeof body.userId !== 'string') return void res.sendStatus(400)
      const owner = store.users.get(body.userId)
      if (!owner) return void res.sendStatus(400)
      if (owner.type === 'root' && viewer.type !== 'root') return void res.sendStatus(403)
      const id = newId()
      const expiresIn = typeof body.expiresIn === 'number' ? body.expiresIn : null
      const apiKey = await ctx.tokens.apiKeyToken({ id, name: body.name }, expiresIn)
      const now = new Date().toISOString()
      const key: ApiKeyRecord = {
        id,
        name: body.name,
        description: null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
        lastUsedAt: null,
        isActive: !!body.isActive,
        permissions: null,
        createdAt: now,
        updatedAt: now,
        userId: owner.id,
        createdByUserId: viewer.id,
      }
      store.apiKeys.save(key)
      res.json({
        apiKey: {
          apiKey,
          id: key.id,
          name: key.name,
          expiresAt: key.expiresAt,
          userId: key.userId,
          isActive: key.isActive,
          createdByUserId: key.createdByUserId,
          updatedAt: key.updatedAt,
          createdAt: key.createdAt,
          user: userBrief(owner),
        },
      })
    }),
  )

  router.patch('/api-keys/:id', (req, res) => {
    const viewer = requestUser(res)
    const key = store.apiKeys.get(req.params.id)
    if (!key) return void res.sendStatus(404)
    if (store.users.get(key.userId)?.type === 'root' && viewer.type !== 'root')
      return void res.sendStatus(403)
    const body = (req.body ?? {}) as Record<string, unknown>
    const next = { ...key }
    if (body.userId !== undefined) {
      if (typeof body.userId !== 'string') return void res.sendStatus(400)
      const owner = store.users.get(body.userId)
      if (!owner) return void res.sendStatus(400)
      if (owner.type === 'root' && viewer.type !== 'root') return void res.sendStatus(403)
      next.userId = owner.id
    }
    if (body.isActive !== undefined) {
      if (typeof body.isActive !== 'boolean') return void res.sendStatus(400)
      next.isActive = body.isActive
    }
    if (next.userId !== key.userId || next.isActive !== key.isActive) {
      next.updatedAt = new Date().toISOString()
      store.apiKeys.save(next)
    }
    res.json({ apiKey: listJson(next) })
  })

  router.delete('/api-keys/:id', (req, res) => {
    if (!store.apiKeys.delete(req.params.id)) return void res.sendStatus(404)
    res.sendStatus(200)
  })

  return router
}
