import type { RequestHandler } from 'express'
import type { ServerFlavour } from '../config'
import type { Store } from '../state/store'
import type { UserRecord } from '../state/types'

interface Entry {
  status: number
  contentType: string | undefined
  body: unknown
  counts: ReturnType<Store['writeCounts']>
}

const progressSlices = /^\/libraries\/[^/]+\/(personalized|recent-episodes)/

/**
 * The real server's ApiCacheManager for GET /api/libraries*: answers are cached per user and URL until a
 * write clears them. 2.30 clears on any write; 2.36 lets progress and session writes clear only the home
 * shelves and recent episodes, so progress filters can be stale until another change (FACTS-2.36 §5).
 */
export function apiCache(store: Store, flavour: ServerFlavour): RequestHandler {
  const entries = new Map<string, Entry>()

  const stillValid = (entry: Entry, url: string) => {
    const now = store.writeCounts()
    if (flavour === '2.30') return now.all === entry.counts.all
    if (now.all - now.churn !== entry.counts.all - entry.counts.churn) return false
    return !progressSlices.test(url) || now.progress === entry.counts.progress
  }

  return (req, res, next) => {
    if (req.method !== 'GET' || !req.path.startsWith('/libraries') || req.query.sort === 'random')
      return next()
    const user = res.locals.user as UserRecord | undefined
    if (!user) return next()
    const key = JSON.stringify({ user: user.username, url: req.url })
    const cached = entries.get(key)
    if (cached && stillValid(cached, req.url)) {
      if (cached.contentType) res.type(cached.contentType)
      res.status(cached.status).send(cached.body)
      return
    }
    entries.delete(key)
    const counts = store.writeCounts()
    const send = res.send.bind(res)
    res.send = (body?: unknown) => {
      if (res.statusCode === 200) {
        if (entries.size > 1000) entries.delete(entries.keys().next().value!)
        entries.set(key, { status: res.statusCode, contentType: res.get('content-type'), body, counts })
      }
      return send(body)
    }
    next()
  }
}
