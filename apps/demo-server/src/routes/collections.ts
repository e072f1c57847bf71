import { type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { feedJson } from '../serialize/feed'
import { itemExpandedJson } from '../serialize/library-item'
import { includeList } from '../serialize/listed-item'
import { can, canAccessItem, canAccessLibrary, permissionForMethod } from '../state/access'
import type { CollectionRecord, LibraryItemRecord, UserRecord } from '../state/types'
import { newId } from '../util/ids'
import { itemView } from './library-browse'
import { cleanListName, newListFields } from './list-fields'

/** Collection JSON with its books expanded; null when the user may see none of its books. */
export function collectionJson(
  ctx: ServerContext,
  collection: CollectionRecord,
  user: UserRecord | null,
  include: string[] = [],
) {
  const view = itemView(ctx)
  const all = collection.bookItemIds.flatMap((id) => ctx.store.items.get(id) ?? [])
  const books = user ? all.filter((item) => canAccessItem(user, item)) : all
  if (user && !books.length && all.length) return null
  const json: Record<string, unknown> = {
    id: collection.id,
    libraryId: collection.libraryId,
    name: collection.name,
    description: collection.description,
    books: books.map((item) => itemExpandedJson(view, item)),
    lastUpdate: collection.lastUpdate,
    createdAt: collection.createdAt,
  }
  if (include.includes('rssfeed')) {
    const feed = ctx.store.feeds.find((f) => f.entityType === 'collection' && f.entityId === collection.id)
    if (feed) json.rssFeed = feedJson(feed)
  }
  return json
}

export function collectionsForLibrary(
  ctx: ServerContext,
  libraryId: string | null,
  user: UserRecord,
  include: string[],
) {
  return ctx.store.collections
    .filter(
      (c) =>
        (!libraryId || c.libraryId === libraryId) &&
        (ctx.config.flavour !== '2.36' || canAccessLibrary(user, c.libraryId)),
    )
    .sort((a, b) => a.createdAt - b.createdAt)
    .flatMap((c) => collectionJson(ctx, c, user, include) ?? [])
}

/** /api/collections… (book libraries only; update permission to change, delete permission to remove). */
export function collectionsRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx

  const emit = (event: string, collection: CollectionRecord) => {
    const json = collectionJson(ctx, collection, null)
    hub.emitToAll(event, json, (user) => canAccessLibrary(user, collection.libraryId))
  }
  const save = (collection: CollectionRecord) =>
    store.collections.save({ ...collection, lastUpdate: Date.now() })
  const books = (ids: string[], libraryId: string) =>
    ids.flatMap((id) => {
      const item = store.items.get(id)
      return item && item.mediaType === 'book' && item.libraryId === libraryId ? [item] : []
    })

  router.post('/collections', (req, res) => {
    const user = requestUser(res)
    if (!can(user, 'update')) return void res.sendStatus(403)
    const body = (req.body ?? {}) as Record<string, unknown>
    const fields = newListFields(body, 'collection')
    if ('error' in fields) return void res.status(400).send(fields.error)
    if (ctx.config.flavour === '2.36' && !canAccessLibrary(user, fields.libraryId))
      return void res.sendStatus(403)
    const ids = (Array.isArray(body.books) ? body.books : []).filter(
      (b): b is string => !!b && typeof b === 'string',
    )
    if (!ids.length) return void res.status(400).send('Invalid collection data. No books')
    if (books(ids, fields.libraryId).length !== ids.length)
      return void res.status(400).send('Invalid collection data. Invalid books')
    const now = Date.now()
    const collection = store.collections.save({
      id: newId(),
      libraryId: fields.libraryId,
      name: cleanListName(ctx, fields.name),
      description: fields.description,
      bookItemIds: [...new Set(ids)],
      lastUpdate: now,
      createdAt: now,
    })
    emit('collection_added', collection)
    res.json(collectionJson(ctx, collection, null))
  })

  router.get('/libraries/:id/collections', (req, res) => {
    const include = includeList(req.query.include)
    const limit = Number(req.query.limit ?? 0) || 0
    const page = Number(req.query.page ?? 0) || 0
    const all = collectionsForLibrary(
      ctx,
      (res.locals.library as { id: string }).id,
      requestUser(res),
      include,
    )
    res.json({
      results: limit ? all.slice(page * limit, page * limit + limit) : all,
      total: all.length,
      limit,
      page,
      sortBy: req.query.sort,
      sortDesc: req.query.desc === '1',
      filterBy: req.query.filter,
      minified: req.query.minified === '1',
      include: include.join(','),
    })
  })

  router.get('/collections', (_req, res) => {
    res.json({ collections: collectionsForLibrary(ctx, null, requestUser(res), []) })
  })

  router.use('/collections/:id', (req, res, next) => {
    const user = requestUser(res)
    const collection = store.collections.get(req.params.id)
    if (!collection) return void res.status(404).send('Collection not found')
    const removingBook = req.method === 'DELETE' && /^\/book\//.test(req.path)
    const needed = removingBook ? 'update' : permissionForMethod(req.method)
    if (needed && !can(user, needed)) return void res.sendStatus(403)
    res.locals.collection = collection
    next()
  })

  const current = (res: Response) => res.locals.collection as CollectionRecord
  const respond = (res: Response, collection: CollectionRecord, changed: boolean) => {
    if (changed) emit('collection_updated', collection)
    res.json(collectionJson(ctx, collection, null))
  }

  router.get('/collections/:id', (req, res) => {
    const json = collectionJson(ctx, current(res), requestUser(res), includeList(req.query.include))
    if (!json) return void res.sendStatus(404)
    res.json(json)
  })

  router.patch('/collections/:id', (req, res) => {
    const collection = { ...current(res) }
    const body = (req.body ?? {}) as Record<string, unknown>
    let changed = false
    if (body.description !== undefined && body.description !== collection.description) {
      if (body.description !== null && typeof body.description !== 'string')
        return void res.status(400).send('Invalid collection description')
      collection.description = (body.description as string | null) || null
      changed = true
    }
    if (body.name !== undefined && body.name !== collection.name) {
      if (typeof body.name !== 'string' || !body.name)
        return void res.status(400).send('Invalid collection name')
      collection.name = cleanListName(ctx, body.name)
      changed = true
    }
    if (Array.isArray(body.books) && body.books.length) {
      const ordered = (body.books as unknown[]).filter(
        (id): id is string => typeof id === 'string' && collection.bookItemIds.includes(id),
      )
      const rest = collection.bookItemIds.filter((id) => !ordered.includes(id))
      const next = [...ordered, ...rest]
      if (next.join() !== collection.bookItemIds.join()) {
        collection.bookItemIds = next
        changed = true
      }
    }
    const saved = changed ? save(collection) : collection
    respond(res, saved, changed)
  })

  router.delete('/collections/:id', (_req, res) => {
    const collection = current(res)
    const json = collectionJson(ctx, collection, null)
    store.transaction(() => {
      store.collections.delete(collection.id)
      for (const feed of store.feeds.filter(
        (f) => f.entityType === 'collection' && f.entityId === collection.id,
      )) {
        store.feeds.delete(feed.id)
      }
    })
    hub.emitToAll('collection_removed', json, (user) => canAccessLibrary(user, collection.libraryId))
    res.sendStatus(200)
  })

  router.post('/collections/:id/book', (req, res) => {
    const collection = current(res)
    const id = (req.body as { id?: unknown } | undefined)?.id
    const item = typeof id === 'string' ? store.items.get(id) : undefined
    if (!item) return void res.status(404).send('Book not found')
    if (item.libraryId !== collection.libraryId) return void res.status(400).send('Book in different library')
    if (collection.bookItemIds.includes(item.id))
      return void res.status(400).send('Book already in collection')
    respond(res, save({ ...collection, bookItemIds: [...collection.bookItemIds, item.id] }), true)
  })

  router.delete('/collections/:id/book/:bookId', (req, res) => {
    const collection = current(res)
    const item: LibraryItemRecord | undefined = store.items.get(req.params.bookId)
    if (!item) return void res.sendStatus(404)
    if (!collection.bookItemIds.includes(item.id)) return void respond(res, collection, false)
    respond(
      res,
      save({ ...collection, bookItemIds: collection.bookItemIds.filter((id) => id !== item.id) }),
      true,
    )
  })

  router.post('/collections/:id/batch/add', (req, res) => {
    const collection = current(res)
    const ids = ((req.body as { books?: unknown } | undefined)?.books ?? []) as unknown[]
    const wanted = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
    if (!wanted.length) return void res.status(400).send('Invalid request body')
    const found = books(wanted, collection.libraryId)
    if (!found.length) return void res.status(400).send('Invalid request body. No valid books')
    const added = found.map((i) => i.id).filter((id) => !collection.bookItemIds.includes(id))
    if (!added.length) return void respond(res, collection, false)
    respond(res, save({ ...collection, bookItemIds: [...collection.bookItemIds, ...added] }), true)
  })

  router.post('/collections/:id/batch/remove', (req, res) => {
    const collection = current(res)
    const ids = ((req.body as { books?: unknown } | undefined)?.books ?? []) as unknown[]
    const wanted = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
    if (!wanted.length) return void res.status(500).send('Invalid request body')
    const remaining = collection.bookItemIds.filter((id) => !wanted.includes(id))
    if (remaining.length === collection.bookItemIds.length) return void respond(res, collection, false)
    respond(res, save({ ...collection, bookItemIds: remaining }), true)
  })

  return router
}
