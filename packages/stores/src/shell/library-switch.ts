import type { Library } from '@shelfkit/client'
import { $currentLibraryId, $libraries, accessibleLibraries, fetchLibrary, loadLibraries } from '../libraries'
import { canAccessLibrary } from '../permissions'
import { shared } from '../registry'
import { $user, $userDefaultLibraryId } from '../session'

const LIBRARY_PATH = /^\/library\/([^/?#]+)(.*)$/

/**
 * Where the library dropdown goes after loading `next` (spec 01 §2 "Library dropdown"), or null to stay put:
 * config pages stay; a series page of a book library goes to the series shelf; the search page keeps its query;
 * other library pages swap the library id; anything else opens the library's home.
 */
export function pathAfterLibrarySwitch(
  location: { pathname: string; search?: string },
  next: Pick<Library, 'id' | 'mediaType'>,
): string | null {
  const { pathname, search = '' } = location
  if (pathname === '/config' || pathname.startsWith('/config/')) return null
  const match = LIBRARY_PATH.exec(pathname)
  if (!match) return `/library/${next.id}`
  const rest = match[2] ?? ''
  if (/^\/series\/[^/]+\/?$/.test(rest) && next.mediaType === 'book')
    return `/library/${next.id}/bookshelf/series`
  if (/^\/search\/?$/.test(rest)) return `/library/${next.id}${rest}${search}`
  return `/library/${next.id}${rest}`
}

/** The library id in a library path, or null. */
export function libraryIdInPath(pathname: string): string | null {
  return LIBRARY_PATH.exec(pathname)?.[1] ?? null
}

/**
 * After sign-in and on every route: makes sure the library list is loaded and a library is current. A library the
 * route names wins (when accessible); otherwise the current one stays, else the user's default library, else the
 * first accessible one. Resolves to the current library id, or null when the user may open none.
 */
export function ensureCurrentLibrary(wantedId: string | null = null): Promise<string | null> {
  // The app asks at start-up and again when its layout mounts: one answer serves both while it is on its way.
  const key = wantedId ?? ''
  let pending = pendingEnsures.get(key)
  if (!pending) {
    pending = resolveCurrentLibrary(wantedId).finally(() => pendingEnsures.delete(key))
    pendingEnsures.set(key, pending)
  }
  return pending
}

const pendingEnsures = shared('libraries.pendingEnsure', () => new Map<string, Promise<string | null>>())

async function resolveCurrentLibrary(wantedId: string | null): Promise<string | null> {
  await loadLibraries()
  const user = $user.get()
  if (!user) return null
  const current = $currentLibraryId.get()
  if (wantedId && canAccessLibrary(user, wantedId)) {
    if (wantedId === current) return current
    return (await fetchLibrary(wantedId)) ? wantedId : $currentLibraryId.get()
  }
  if (current) return current
  const accessible = accessibleLibraries($libraries.get(), user)
  const preferred = $userDefaultLibraryId.get()
  const fallback = accessible.find((library) => library.id === preferred) ?? accessible[0]
  if (!fallback) return null
  return (await fetchLibrary(fallback.id)) ? fallback.id : null
}
