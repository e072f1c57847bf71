import { Router } from 'express'
import { deleteSessionsOfUser } from '../auth/login-sessions'
import { hashPassword } from '../auth/passwords'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { sessionPage, sessionPageQuery } from '../http/session-page'
import { sessionJson } from '../serialize/session'
import { progressJson, userJson } from '../serialize/user'
import { defaultPermissions, isAdminOrUp } from '../state/access'
import type { UserPermissions, UserRecord, UserType } from '../state/types'
import { createUser } from '../state/users'
import { listeningStats } from './me'

const accountTypes: UserType[] = ['admin', 'user', 'guest']

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null
}

function permissionPatch(
  raw: unknown,
  base: UserPermissions,
): { permissions: UserPermissions; changed: boolean } {
  const permissions = { ...base }
  let changed = false
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      if (
        key in permissions &&
        typeof value === 'boolean' &&
        permissions[key as keyof UserPermissions] !== value
      ) {
        permissions[key as keyof UserPermissions] = value
        changed = true
      }
    }
  }
  return { permissions, changed }
}

/** /api/users: admins manage accounts; a user may read only themselves. */
export function usersRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx

  const json = (user: UserRecord, viewer: UserRecord, minimal = false) =>
    userJson(user, {
      progress: store.progressForUser(user.id),
      hideRootToken: viewer.type !== 'root',
      minimal,
    })

  router.get('/users', (_req, res) => {
    const viewer = requestUser(res)
    if (!isAdminOrUp(viewer)) return void res.sendStatus(403)
    res.json({ users: store.users.all().map((u) => json(u, viewer, true)) })
  })

  router.get('/users/online', (_req, res) => {
    const viewer = requestUser(res)
    if (!isAdminOrUp(viewer)) return void res.sendStatus(403)
    res.json({ usersOnline: hub.usersOnline(), openSessions: [] })
  })

  router.post(
    '/users',
    asyncRoute(async (req, res) => {
      const viewer = requestUser(res)
      if (!isAdminOrUp(viewer)) return void res.sendStatus(403)
      const body = (req.body ?? {}) as Record<string, unknown>
      const { username, password } = body
      if (!username || !password || typeof username !== 'string' || typeof password !== 'string') {
        return void res.status(400).send('Username and password are required')
      }
      if (body.type !== undefined && !accountTypes.includes(body.type as UserType)) {
        return void res.status(400).send('Invalid account type')
      }
      if (store.userByName(username)) return void res.status(400).send('Username already taken')
      const type = (body.type as UserType | undefined) ?? 'user'
      const rawPermissions = body.permissions as Record<string, unknown> | undefined
      const librariesAccessible =
        stringList(body.librariesAccessible ?? rawPermissions?.librariesAccessible) ?? []
      const itemTagsSelected = stringList(body.itemTagsSelected ?? rawPermissions?.itemTagsSelected) ?? []
      const { permissions } = permissionPatch(rawPermissions, defaultPermissions(type))
      const user = await createUser(ctx, {
        username,
        password,
        type,
        isActive: !!body.isActive,
        permissions,
        librariesAccessible,
        itemTagsSelected,
        email: typeof body.email === 'string' ? body.email : null,
      })
      const created = json(user, viewer)
      hub.emitToAdmins('user_added', created)
      res.json({ user: created })
    }),
  )

  router.use('/users/:id', (req, res, next) => {
    const viewer = requestUser(res)
    if (!isAdminOrUp(viewer) && viewer.id !== req.params.id) return void res.sendStatus(403)
    if (req.method !== 'GET' && !isAdminOrUp(viewer)) return void res.sendStatus(403)
    const target = store.users.get(req.params.id)
    if (!target) return void res.sendStatus(404)
    res.locals.target = target
    next()
  })

  router.get('/users/:id', (_req, res) => {
    const viewer = requestUser(res)
    if (!isAdminOrUp(viewer)) return void res.sendStatus(403)
    const target = res.locals.target as UserRecord
    const body = json(target, viewer)
    body.mediaProgress = store.progressForUser(target.id).map((p) => {
      const item = store.items.get(p.libraryItemId)
      const episode =
        item?.mediaType === 'podcast' ? item.media.episodes.find((e) => e.id === p.episodeId) : undefined
      return {
        ...progressJson(p),
        displayTitle: episode?.title ?? item?.media.metadata.title,
        ...(episode ? { displaySubtitle: item?.media.metadata.title } : {}),
        coverPath: item?.media.coverPath ?? null,
        mediaUpdatedAt: item?.updatedAt,
      }
    })
    res.json(body)
  })

  router.get('/users/:id/listening-sessions', (req, res) => {
    const target = res.locals.target as UserRecord
    res.json(
      sessionPage(store.playbackSessionsOfUser(target.id), sessionPageQuery(req.query), (s) => ({
        ...sessionJson(s),
        user: { id: target.id, username: target.username },
      })),
    )
  })

  router.get('/users/:id/listening-stats', (_req, res) => {
    res.json(listeningStats(ctx, (res.locals.target as UserRecord).id))
  })

  router.patch(
    '/users/:id',
    asyncRoute(async (req, res) => {
      const viewer = requestUser(res)
      const target = res.locals.target as UserRecord
      if (target.type === 'root' && viewer.type !== 'root') return void res.sendStatus(403)
      const body = { ...((req.body ?? {}) as Record<string, unknown>) }
      if (target.type === 'root') delete body.type
      for (const key of ['id', 'pash', 'token', 'extraData', 'bookmarks']) {
        if (body[key] !== undefined) return void res.status(400).send(`Key "${key}" cannot be updated`)
      }
      if (body.email && typeof body.email !== 'string') return void res.status(400).send('Invalid email')
      if (body.username && typeof body.username !== 'string')
        return void res.status(400).send('Invalid username')
      if (body.type && !accountTypes.includes(body.type as UserType)) {
        return void res.status(400).send('Invalid account type')
      }
      if (body.permissions && typeof body.permissions !== 'object') {
        return void res.status(400).send('Invalid permissions')
      }
      const next: UserRecord = { ...target, permissions: { ...target.permissions } }
      let changed = false
      let renamed = false
      if (typeof body.username === 'string' && body.username && body.username !== target.username) {
        const clash = store.userByName(body.username)
        if (clash && clash.id !== target.id) return void res.status(400).send('Username already taken')
        next.username = body.username
        renamed = true
        changed = true
      }
      if (typeof body.password === 'string' && body.password) {
        next.pash = hashPassword(body.password)
        changed = true
      }
      const rawPermissions = body.permissions as Record<string, unknown> | undefined
      if (rawPermissions) {
        const patched = permissionPatch(rawPermissions, next.permissions)
        next.permissions = patched.permissions
        changed ||= patched.changed
        const libraries = stringList(body.librariesAccessible ?? rawPermissions.librariesAccessible)
        if (libraries && libraries.join(',') !== next.librariesAccessible.join(',')) {
          next.librariesAccessible = libraries
          changed = true
        }
        const tags = stringList(body.itemTagsSelected ?? rawPermissions.itemTagsSelected)
        if (tags && tags.join(',') !== next.itemTagsSelected.join(',')) {
          next.itemTagsSelected = tags
          changed = true
        }
      }
      if (typeof body.email === 'string' && body.email && body.email !== next.email) {
        next.email = body.email
        changed = true
      }
      if (typeof body.type === 'string' && body.type !== next.type) {
        next.type = body.type as UserType
        changed = true
      }
      if (body.isActive !== undefined && !!body.isActive !== next.isActive) {
        next.isActive = !!body.isActive
        changed = true
      }
      if (typeof body.lastSeen === 'number') {
        next.lastSeen = body.lastSeen
        changed = true
      }
      if (changed) {
        if (renamed) next.token = await ctx.tokens.legacyToken(next)
        if (
          renamed ||
          (ctx.config.flavour === '2.36' && typeof body.password === 'string' && body.password)
        ) {
          deleteSessionsOfUser(ctx, next.id)
        }
        next.updatedAt = Date.now()
        store.users.save(next)
        hub.emitToUser(viewer.id, 'user_updated', json(next, next))
      }
      res.json({ success: true, user: json(next, next) })
    }),
  )

  router.delete('/users/:id', (_req, res) => {
    const viewer = requestUser(res)
    const target = res.locals.target as UserRecord
    if (viewer.id === target.id) return void res.sendStatus(400)
    if (target.type === 'root' && (ctx.config.flavour === '2.36' || viewer.type !== 'root')) {
      return void res.sendStatus(403)
    }
    const removed = json(target, viewer)
    store.transaction(() => {
      for (const playlist of store.playlists.filter((p) => p.userId === target.id))
        store.playlists.delete(playlist.id)
      for (const progress of store.progressForUser(target.id)) store.progress.delete(progress.id)
      deleteSessionsOfUser(ctx, target.id)
      store.users.delete(target.id)
    })
    hub.emitToAdmins('user_removed', removed)
    res.json({ success: true })
  })

  return router
}
