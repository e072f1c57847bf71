import { type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { episodeExpandedJson, itemExpandedJson, itemMinifiedJson } from '../serialize/library-item'
import { canAccessLibrary } from '../state/access'
import type { PlaylistEntry, PlaylistRecord } from '../state/types'
import { newId } from '../util/ids'
import { collectionJson } from './collections'
import { itemView } from './library-browse'
import { cleanListName, newListFields } from './list-fields'

/** Playlist.toOldJSONExpanded: books expanded; episodes expanded with their podcast minified. */
export function playlistJson(ctx: ServerContext, playlist: PlaylistRecord) {
  const view = itemView(ctx)
  return {
    id: playlist.id,
    name: playlist.name,
    libraryId: playlist.libraryId,
    userId: playlist.userId,
    description: playlist.description,
    lastUpdate: playlist.lastUpdate,
    createdAt: playlist.createdAt,
    items: playlist.items.flatMap((entry): Record<string, unknown>[] => {
      const item = ctx.store.items.get(entry.libraryItemId)
      if (!item) return []
      if (!entry.episodeId)
        return item.mediaType === 'book'
          ? [{ libraryItemId: item.id, libraryItem: itemExpandedJson(view, item) }]
          : []
      if (item.mediaType !== 'podcast') return []
      const episode = item.media.episodes.find((e) => e.id === entry.episodeId)
      if (!episode) return []
      return [
        {
          episodeId: episode.id,
          episode: episodeExpandedJson(item, episode),
          libraryItemId: item.id,
          libraryItem: itemMinifiedJson(view, item),
        },
      ]
    }),
  }
}

type EntryCheck = { entries: PlaylistEntry[] } | { error: string }

const sameEntry = (a: PlaylistEntry, b: PlaylistEntry) =>
  a.libraryItemId === b.libraryItemId && (a.episodeId ?? null) === (b.episodeId ?? null)

/** /api/playlists… (each playlist belongs to one user; others get 403). */
export function playlistsRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx

  const emit = (event: string, playlist: PlaylistRecord) =>
    hub.emitToUser(playlist.userId, event, playlistJson(ctx, playlist))
  const save = (playlist: PlaylistRecord) => store.playlists.save({ ...playlist, lastUpdate: Date.now() })

  /** Validates {libraryItemId, episodeId?} entries against one library. */
  const checkEntries = (raw: unknown, libraryId: string): EntryCheck => {
    if (!Array.isArray(raw)) return { error: 'Invalid playlist item' }
    const entries: PlaylistEntry[] = []
    for (const entry of raw as { libraryItemId?: unknown; episodeId?: unknown }[]) {
      if (!entry?.libraryItemId || typeof entry.libraryItemId !== 'string')
        return { error: 'Invalid playlist item' }
      if (entry.episodeId !== undefined && entry.episodeId !== null && typeof entry.episodeId !== 'string') {
        return { error: 'Invalid playlist item episodeId' }
      }
      const item = store.items.get(entry.libraryItemId)
      if (!item || item.libraryId !== libraryId) return { error: 'Invalid playlist data. Invalid items' }
      const episodeId = (entry.episodeId as string | undefined) || null
      if (item.mediaType === 'podcast' && !episodeId) return { error: 'Invalid playlist item episodeId' }
      if (item.mediaType === 'book' && episodeId) return { error: 'Invalid playlist item episodeId' }
      if (episodeId && item.mediaType === 'podcast' && !item.media.episodes.some((e) => e.id === episodeId)) {
        return { error: 'Invalid playlist data. Invalid podcast episodes' }
      }
      if (!entries.some((e) => sameEntry(e, { libraryItemId: item.id, episodeId })))
        entries.push({ libraryItemId: item.id, episodeId })
    }
    return { entries }
  }

  router.post('/playlists', (req, res) => {
    const user = requestUser(res)
    const body = (req.body ?? {}) as Record<string, unknown>
    const fields = newListFields(body, 'playlist')
    if ('error' in fields) return void res.status(400).send(fields.error)
    const library = store.libraries.get(fields.libraryId)
    if (!library) return void res.status(400).send('Invalid playlist data')
    if (ctx.config.flavour === '2.36' && !canAccessLibrary(user, library.id)) return void res.sendStatus(403)
    const checked = checkEntries(body.items ?? [], library.id)
    if ('error' in checked) return void res.status(400).send(checked.error)
    const now = Date.now()
    const playlist = store.playlists.save({
      id: newId(),
      name: cleanListName(ctx, fields.name),
      libraryId: library.id,
      userId: user.id,
      description: fields.description,
      coverPath: null,
      items: checked.entries,
      lastUpdate: now,
      createdAt: now,
    })
    emit('playlist_added', playlist)
    res.json(playlistJson(ctx, playlist))
  })

  router.get('/libraries/:id/playlists', (req, res) => {
    const user = requestUser(res)
    const libraryId = (res.locals.library as { id: string }).id
    const limit = Number(req.query.limit ?? 0) || 0
    const page = Number(req.query.page ?? 0) || 0
    const all = store.playlists
      .filter((p) => p.userId === user.id && p.libraryId === libraryId)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((p) => playlistJson(ctx, p))
    res.json({
      results: limit ? all.slice(page * limit, page * limit + limit) : all,
      total: all.length,
      limit,
      page,
    })
  })

  router.get('/playlists', (_req, res) => {
    const user = requestUser(res)
    res.json({
      playlists: store.playlists
        .filter(
          (p) =>
            p.userId === user.id && (ctx.config.flavour !== '2.36' || canAccessLibrary(user, p.libraryId)),
        )
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((p) => playlistJson(ctx, p)),
    })
  })

  router.post('/playlists/collection/:collectionId', (req, res) => {
    const user = requestUser(res)
    const collection = store.collections.get(req.params.collectionId)
    if (!collection) return void res.status(404).send('Collection not found')
    const json = collectionJson(ctx, collection, user)
    if (!json) return void res.status(404).send('Collection not found')
    const books = json.books as { id: string }[]
    if (!books.length) return void res.status(400).send('Collection has no books')
    const now = Date.now()
    const playlist = store.playlists.save({
      id: newId(),
      name: collection.name,
      libraryId: collection.libraryId,
      userId: user.id,
      description: collection.description,
      coverPath: null,
      items: books.map((b) => ({ libraryItemId: b.id, episodeId: null })),
      lastUpdate: now,
      createdAt: now,
    })
    emit('playlist_added', playlist)
    res.json(playlistJson(ctx, playlist))
  })

  router.use('/playlists/:id', (req, res, next) => {
    const playlist = store.playlists.get(req.params.id)
    if (!playlist) return void res.status(404).send('Playlist not found')
    if (playlist.userId !== requestUser(res).id) return void res.sendStatus(403)
    res.locals.playlist = playlist
    next()
  })

  const current = (res: Response) => res.locals.playlist as PlaylistRecord
  const respondAfterChange = (res: Response, playlist: PlaylistRecord, changed: boolean) => {
    if (changed && !playlist.items.length) {
      const json = playlistJson(ctx, playlist)
      store.playlists.delete(playlist.id)
      hub.emitToUser(playlist.userId, 'playlist_removed', json)
      return void res.json(json)
    }
    if (changed) emit('playlist_updated', playlist)
    res.json(playlistJson(ctx, playlist))
  }

  router.get('/playlists/:id', (_req, res) => {
    res.json(playlistJson(ctx, current(res)))
  })

  router.patch('/playlists/:id', (req, res) => {
    const playlist = { ...current(res) }
    const body = (req.body ?? {}) as Record<string, unknown>
    if (body.libraryId || body.userId)
      return void res.status(400).send('Invalid playlist data. Cannot update libraryId or userId')
    if (body.name && typeof body.name !== 'string') return void res.status(400).send('Invalid playlist name')
    if (body.description && typeof body.description !== 'string')
      return void res.status(400).send('Invalid playlist description')
    let changed = false
    if (body.name && body.name !== playlist.name) {
      playlist.name = cleanListName(ctx, body.name as string)
      changed = true
    }
    if (body.description && body.description !== playlist.description) {
      playlist.description = body.description as string
      changed = true
    }
    if (Array.isArray(body.items) && body.items.length) {
      const checked = checkEntries(body.items, playlist.libraryId)
      if ('error' in checked) return void res.status(400).send('Invalid playlist items')
      if (
        checked.entries.length !== playlist.items.length ||
        !checked.entries.every((e) => playlist.items.some((p) => sameEntry(p, e)))
      ) {
        return void res.status(400).send('Invalid playlist items. Length mismatch')
      }
      playlist.items = checked.entries
      changed = true
    }
    const saved = changed ? save(playlist) : playlist
    if (changed) emit('playlist_updated', saved)
    res.json(playlistJson(ctx, saved))
  })

  router.delete('/playlists/:id', (_req, res) => {
    const playlist = current(res)
    const json = playlistJson(ctx, playlist)
    store.playlists.delete(playlist.id)
    hub.emitToUser(playlist.userId, 'playlist_removed', json)
    res.sendStatus(200)
  })

  router.post('/playlists/:id/item', (req, res) => {
    const playlist = current(res)
    const body = (req.body ?? {}) as { libraryItemId?: unknown; episodeId?: unknown }
    if (!body.libraryItemId || typeof body.libraryItemId !== 'string')
      return void res.status(400).send('Request body has no libraryItemId')
    const item = store.items.get(body.libraryItemId)
    if (!item) return void res.status(400).send('Library item not found')
    if (item.libraryId !== playlist.libraryId)
      return void res.status(400).send('Library item in different library')
    const episodeId = typeof body.episodeId === 'string' && body.episodeId ? body.episodeId : null
    if ((episodeId && item.mediaType !== 'podcast') || (item.mediaType === 'podcast' && !episodeId)) {
      return void res.status(400).send('Invalid item to add for this library type')
    }
    if (episodeId && item.mediaType === 'podcast' && !item.media.episodes.some((e) => e.id === episodeId)) {
      return void res.status(400).send('Episode not found in library item')
    }
    const entry = { libraryItemId: item.id, episodeId }
    if (playlist.items.some((e) => sameEntry(e, entry)))
      return void res.status(400).send('Item already in playlist')
    const saved = save({ ...playlist, items: [...playlist.items, entry] })
    emit('playlist_updated', saved)
    res.json(playlistJson(ctx, saved))
  })

  router.delete(
    ['/playlists/:id/item/:libraryItemId', '/playlists/:id/item/:libraryItemId/:episodeId'],
    (req, res) => {
      const playlist = current(res)
      const target = { libraryItemId: req.params.libraryItemId!, episodeId: req.params.episodeId ?? null }
      if (!playlist.items.some((e) => sameEntry(e, target)))
        return void res.status(404).send('Media item not found in playlist')
      respondAfterChange(
        res,
        save({ ...playlist, items: playlist.items.filter((e) => !sameEntry(e, target)) }),
        true,
      )
    },
  )

  const batchEntries = (raw: unknown): PlaylistEntry[] | null => {
    if (!Array.isArray(raw) || !raw.length) return null
    const list = raw as { libraryItemId?: unknown; episodeId?: unknown }[]
    if (
      list.some(
        (i) =>
          !i?.libraryItemId ||
          typeof i.libraryItemId !== 'string' ||
          (i.episodeId && typeof i.episodeId !== 'string'),
      )
    ) {
      return null
    }
    return list.map((i) => ({
      libraryItemId: i.libraryItemId as string,
      episodeId: (i.episodeId as string | undefined) || null,
    }))
  }

  router.post('/playlists/:id/batch/add', (req, res) => {
    const playlist = current(res)
    const entries = batchEntries((req.body as { items?: unknown } | undefined)?.items)
    if (!entries) return void res.status(400).send('Invalid request body items')
    const checked = checkEntries(entries, playlist.libraryId)
    if ('error' in checked) return void res.status(400).send('Invalid request body items')
    const added = checked.entries.filter((e) => !playlist.items.some((p) => sameEntry(p, e)))
    if (!added.length) return void res.json(playlistJson(ctx, playlist))
    const saved = save({ ...playlist, items: [...playlist.items, ...added] })
    emit('playlist_updated', saved)
    res.json(playlistJson(ctx, saved))
  })

  router.post('/playlists/:id/batch/remove', (req, res) => {
    const playlist = current(res)
    const entries = batchEntries((req.body as { items?: unknown } | undefined)?.items)
    if (!entries) return void res.status(400).send('Invalid request body items')
    const remaining = playlist.items.filter((p) => !entries.some((e) => sameEntry(p, e)))
    const changed = remaining.length !== playlist.items.length
    respondAfterChange(res, changed ? save({ ...playlist, items: remaining }) : playlist, changed)
  })

  return router
}
