import { existsSync, rmSync } from 'node:fs'
import { type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { downloadAuthorImage, paintAuthorImage } from '../library/author-images'
import { sendCover } from '../library/covers'
import { queryItems } from '../library/item-query'
import { findCatalogueAuthor } from '../sample/author-catalogue'
import { itemExpandedJson, itemMinifiedJson } from '../serialize/library-item'
import { includeList } from '../serialize/listed-item'
import { authorJson } from '../serialize/people'
import { can, permissionForMethod } from '../state/access'
import type { AuthorRecord, BookItem, SeriesRecord } from '../state/types'
import { naturalCompare } from '../util/sort'
import { titleIgnorePrefix } from '../util/titles'
import { itemView, seriesDetailJson } from './library-browse'

/** /api/authors/:id… and /api/series/:id. */
export function authorsRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)

  const booksOf = (author: AuthorRecord) =>
    (store.itemsInLibrary(author.libraryId) as BookItem[]).filter(
      (b) => b.mediaType === 'book' && b.media.metadata.authorIds.includes(author.id),
    )
  const expanded = (author: AuthorRecord) => ({ ...authorJson(author), numBooks: booksOf(author).length })
  const announceBooks = (books: BookItem[]) => {
    if (books.length) hub.emitItems('items_updated', books, (item) => itemExpandedJson(view, item))
  }

  router.get(
    '/authors/:id/image',
    asyncRoute(async (req, res) => {
      const author = store.authors.get(req.params.id)
      if (!author?.imagePath || !existsSync(author.imagePath)) return void res.sendStatus(404)
      await sendCover(ctx, req, res, `author_${author.id}`, author.imagePath)
    }),
  )

  router.use('/authors/:id', (req, res, next) => {
    const user = requestUser(res)
    const author = store.authors.get(req.params.id)
    if (!author) return void res.sendStatus(404)
    // As ABS: every DELETE (the author, its image) needs the delete permission, PATCH and POST the update one.
    const needed = permissionForMethod(req.method)
    if (needed && !can(user, needed)) return void res.sendStatus(403)
    res.locals.author = author
    next()
  })

  const current = (res: Response) => res.locals.author as AuthorRecord

  router.get('/authors/:id', (req, res) => {
    const author = current(res)
    const user = requestUser(res)
    const include = includeList(req.query.include)
    const json: Record<string, unknown> = authorJson(author)
    if (include.includes('items')) {
      const entries = queryItems(view, booksOf(author), user, {
        sortBy: 'addedAt',
        sortDesc: true,
        collapseSeries: false,
      })
      if (include.includes('series')) {
        const groups = new Map<string, { id: string; name: string; items: Record<string, unknown>[] }>()
        for (const { item } of entries) {
          if (item.mediaType !== 'book') continue
          for (const link of item.media.metadata.series) {
            const series = store.series.get(link.id)
            if (!series) continue
            const minified = itemMinifiedJson(view, item) as Record<string, unknown> & {
              media: { metadata: Record<string, unknown> }
            }
            minified.media.metadata.series = {
              id: series.id,
              name: series.name,
              nameIgnorePrefix: titleIgnorePrefix(series.name, store.serverSettings.sortingPrefixes),
              sequence: link.sequence,
            }
            const group = groups.get(series.id) ?? { id: series.id, name: series.name, items: [] }
            group.items.push(minified)
            groups.set(series.id, group)
          }
        }
        for (const group of groups.values()) {
          const sequenceOf = (i: Record<string, unknown>) =>
            String(
              (i.media as { metadata: { series: { sequence: string | null } } }).metadata.series.sequence ??
                '',
            )
          group.items.sort((a, b) => naturalCompare(sequenceOf(a), sequenceOf(b)))
        }
        json.series = [...groups.values()]
      }
      json.libraryItems = entries.map((e) => itemMinifiedJson(view, e.item))
    }
    res.json(json)
  })

  router.patch('/authors/:id', (req, res) => {
    const author = current(res)
    const body = (req.body ?? {}) as Record<string, unknown>
    const patch: Partial<Pick<AuthorRecord, 'name' | 'description' | 'asin'>> = {}
    for (const key of ['name', 'description', 'asin'] as const) {
      if (key in body && (typeof body[key] === 'string' || body[key] === null))
        patch[key] = body[key] as string | null as never
    }
    if (!Object.keys(patch).length)
      return void res.status(400).send('Invalid request payload. No valid keys found')
    if (patch.name !== undefined && !patch.name)
      return void res.status(400).send('Invalid request payload. Name is required')
    const renamed = patch.name !== undefined && patch.name !== author.name
    const target = renamed
      ? store.authors.find(
          (a) => a.id !== author.id && a.libraryId === author.libraryId && a.name === patch.name,
        )
      : undefined
    if (target) {
      const books = booksOf(author).map((book) => {
        const ids = book.media.metadata.authorIds.map((id) => (id === author.id ? target.id : id))
        return {
          ...book,
          media: { ...book.media, metadata: { ...book.media.metadata, authorIds: [...new Set(ids)] } },
        } as BookItem
      })
      store.transaction(() => {
        for (const book of books) store.items.save(book)
        store.authors.delete(author.id)
      })
      announceBooks(books)
      hub.emitToAll('author_removed', authorJson(author))
      hub.emitToAll('author_updated', expanded(target))
      return void res.json({ author: authorJson(target), merged: true })
    }
    const next = { ...author, ...patch } as AuthorRecord
    const changed = (['name', 'description', 'asin'] as const).some((key) => next[key] !== author[key])
    if (changed) {
      next.updatedAt = Date.now()
      store.authors.save(next)
      if (renamed) announceBooks(booksOf(next))
      hub.emitToAll('author_updated', expanded(next))
    }
    res.json({ author: authorJson(next), updated: changed })
  })

  router.delete('/authors/:id', (_req, res) => {
    const author = current(res)
    const books = booksOf(author).map(
      (book) =>
        ({
          ...book,
          media: {
            ...book.media,
            metadata: {
              ...book.media.metadata,
              authorIds: book.media.metadata.authorIds.filter((id) => id !== author.id),
            },
          },
        }) as BookItem,
    )
    store.transaction(() => {
      for (const book of books) store.items.save(book)
      store.authors.delete(author.id)
    })
    if (author.imagePath) rmSync(author.imagePath, { force: true })
    announceBooks(books)
    hub.emitToAll('author_removed', authorJson(author))
    res.sendStatus(200)
  })

  router.post(
    '/authors/:id/image',
    asyncRoute(async (req, res) => {
      const author = current(res)
      if (!can(requestUser(res), 'upload')) return void res.sendStatus(403)
      const url = (req.body as { url?: unknown } | undefined)?.url
      if (!url) return void res.status(400).send(`Invalid request payload. 'url' not in request body`)
      if (typeof url !== 'string' || (!url.startsWith('http:') && !url.startsWith('https:'))) {
        return void res.status(400).send(`Invalid request payload. Invalid url "${String(url)}"`)
      }
      const result = await downloadAuthorImage(ctx.metadataDir, author.id, url)
      if ('error' in result) return void res.status(400).send(result.error)
      const next = { ...author, imagePath: result.path, updatedAt: Date.now() }
      store.authors.save(next)
      hub.emitToAll('author_updated', expanded(next))
      res.json({ author: authorJson(next) })
    }),
  )

  router.delete('/authors/:id/image', (_req, res) => {
    const author = current(res)
    if (!author.imagePath) return void res.status(400).send('Author has no image path set')
    rmSync(author.imagePath, { force: true })
    const next = { ...author, imagePath: null, updatedAt: Date.now() }
    store.authors.save(next)
    hub.emitToAll('author_updated', expanded(next))
    res.json({ author: authorJson(next) })
  })

  router.post(
    '/authors/:id/match',
    asyncRoute(async (req, res) => {
      const author = current(res)
      const body = (req.body ?? {}) as { asin?: unknown; q?: unknown }
      const found = findCatalogueAuthor({
        asin: typeof body.asin === 'string' ? body.asin : undefined,
        name: typeof body.q === 'string' ? body.q : undefined,
      })
      if (!found) return void res.status(404).send('Author not found')
      const next = { ...author }
      let changed = false
      const asinChanged = next.asin !== found.asin
      if (asinChanged) {
        next.asin = found.asin
        changed = true
      }
      if (!next.imagePath || asinChanged) {
        next.imagePath = await paintAuthorImage(ctx.metadataDir, author.id, found.colour)
        changed = true
      }
      if (next.description !== found.description) {
        next.description = found.description
        changed = true
      }
      if (changed) {
        next.updatedAt = Date.now()
        store.authors.save(next)
        hub.emitToAll('author_updated', expanded(next))
      }
      res.json({ updated: changed, author: authorJson(next) })
    }),
  )

  router.use('/series/:id', (req, res, next) => {
    const series = store.series.get(req.params.id)
    if (!series) return void res.sendStatus(404)
    if (req.method === 'PATCH' && !can(requestUser(res), 'update')) return void res.sendStatus(403)
    res.locals.series = series
    next()
  })

  router.get('/series/:id', (req, res) => {
    res.json(
      seriesDetailJson(
        ctx,
        res.locals.series as SeriesRecord,
        requestUser(res),
        includeList(req.query.include),
      ),
    )
  })

  router.patch('/series/:id', (req, res) => {
    const series = res.locals.series as SeriesRecord
    const body = (req.body ?? {}) as Record<string, unknown>
    const next = { ...series }
    if (typeof body.name === 'string' && body.name) next.name = body.name
    if (typeof body.description === 'string' || body.description === null)
      next.description = body.description as string | null
    const changed = next.name !== series.name || next.description !== series.description
    if (changed) {
      next.updatedAt = Date.now()
      store.series.save(next)
      hub.emitToAll('series_updated', seriesDetailJson(ctx, next, requestUser(res), []))
    }
    res.json(seriesDetailJson(ctx, next, requestUser(res), []))
  })

  return router
}
