import { randomUUID } from 'node:crypto'
import { type RequestHandler, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { itemExpandedJson } from '../serialize/library-item'
import { canAccessLibrary, isAdminOrUp } from '../state/access'
import {
  type CustomProviderRecord,
  customProviderClientJson,
  customProviders,
  saveCustomProviders,
} from '../state/custom-providers'
import { applyMediaPatch, saveEditedItem } from '../state/item-edit'
import { libraryJson } from '../state/libraries'
import type { LibraryItemRecord } from '../state/types'
import { itemView } from './library-browse'

type ValueKind = 'tags' | 'genres'
const valuesOf = (item: LibraryItemRecord, kind: ValueKind) =>
  kind === 'tags' ? item.media.tags : item.media.metadata.genres

/** The DELETE paths carry the name as URI-encoded base64 of its UTF-8 bytes. */
const fromBase64 = (param: string) => Buffer.from(decodeURIComponent(param), 'base64').toString()

/**
 * Tags and genres across the server (MiscController: list, rename or merge, delete; admins only, 403 otherwise) and
 * the custom metadata providers (CustomMetadataProviderController).
 */
export function itemMetadataUtilsRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)
  const adminsOnly: RequestHandler = (_req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    next()
  }

  const allValues = (kind: ValueKind) => {
    const values: string[] = []
    for (const item of store.items.all())
      for (const value of valuesOf(item, kind)) if (!values.includes(value)) values.push(value)
    return values
  }

  /** Replaces each item's list with `change(list)`, saves and announces the items that changed. */
  const rewrite = (
    kind: ValueKind,
    touches: (values: string[]) => boolean,
    change: (values: string[]) => string[],
  ) => {
    let numItemsUpdated = 0
    for (const item of store.items.all()) {
      const values = valuesOf(item, kind)
      if (!touches(values)) continue
      const payload = kind === 'tags' ? { tags: change(values) } : { metadata: { genres: change(values) } }
      const { item: edited, changed } = applyMediaPatch(store, item, payload)
      if (!changed) continue
      saveEditedItem(store, edited)
      hub.emitItem('item_updated', edited, itemExpandedJson(view, edited))
      numItemsUpdated++
    }
    return numItemsUpdated
  }

  for (const [kind, one] of [
    ['tags', 'tag'],
    ['genres', 'genre'],
  ] as const) {
    const capital = one === 'tag' ? 'Tag' : 'Genre'
    router.get(`/${kind}`, adminsOnly, (_req, res) => {
      const values = allValues(kind)
      // The real server sorts tags (case-insensitively) but answers genres in the order it meets them.
      if (kind === 'tags') values.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
      res.json({ [kind]: values })
    })

    router.post(`/${kind}/rename`, adminsOnly, (req, res) => {
      const from: unknown = req.body?.[one]
      const to: unknown = req.body?.[`new${capital}`]
      if (!from || !to || typeof from !== 'string' || typeof to !== 'string') return void res.sendStatus(400)
      const merged = store.items.all().some((item) => valuesOf(item, kind).includes(to))
      const numItemsUpdated = rewrite(
        kind,
        (values) => values.includes(from),
        (values) => {
          const kept = values.filter((value) => value !== from)
          return kept.includes(to) ? kept : [...kept, to]
        },
      )
      res.json({ [`${one}Merged`]: merged, numItemsUpdated })
    })

    router.delete(`/${kind}/:value`, adminsOnly, (req, res) => {
      const value = fromBase64(String(req.params.value))
      const numItemsUpdated = rewrite(
        kind,
        (values) => values.includes(value),
        (values) => values.filter((entry) => entry !== value),
      )
      res.json({ numItemsUpdated })
    })
  }

  router.get('/custom-metadata-providers', adminsOnly, (_req, res) => {
    res.json({ providers: customProviders(store) })
  })

  router.post('/custom-metadata-providers', adminsOnly, (req, res) => {
    const { name, url, mediaType, authHeaderValue } = (req.body ?? {}) as Record<string, unknown>
    if (!name || !url || !mediaType) return void res.status(400).send('Invalid request body')
    if (!URL.canParse(String(url))) return void res.status(400).send('Invalid url')
    const now = new Date().toISOString()
    const provider: CustomProviderRecord = {
      id: randomUUID(),
      name: String(name),
      mediaType: String(mediaType),
      url: String(url),
      authHeaderValue: authHeaderValue ? String(authHeaderValue) : null,
      extraData: null,
      createdAt: now,
      updatedAt: now,
    }
    saveCustomProviders(store, [...customProviders(store), provider])
    hub.emitToAll('custom_metadata_provider_added', customProviderClientJson(provider))
    res.json({ provider })
  })

  router.delete('/custom-metadata-providers/:id', adminsOnly, (req, res) => {
    const providers = customProviders(store)
    const provider = providers.find((entry) => entry.id === req.params.id)
    if (!provider) return void res.sendStatus(404)
    saveCustomProviders(
      store,
      providers.filter((entry) => entry !== provider),
    )
    // Libraries that used it fall back to the media type's default provider.
    const slug = customProviderClientJson(provider).slug
    for (const library of store.libraries.all()) {
      if (library.provider !== slug) continue
      const next = { ...library, provider: provider.mediaType === 'book' ? 'google' : 'itunes' }
      store.libraries.save(next)
      hub.emitToAll('library_updated', libraryJson(next), (user) => canAccessLibrary(user, next.id))
    }
    hub.emitToAll('custom_metadata_provider_removed', customProviderClientJson(provider))
    res.sendStatus(200)
  })

  return router
}
