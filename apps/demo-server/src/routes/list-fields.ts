import type { ServerContext } from '../context'
import { stripAllTags } from '../util/html'

/** A collection or playlist name as stored: 2.36 strips HTML tags from it. */
export const cleanListName = (ctx: ServerContext, name: string): string =>
  ctx.config.flavour === '2.36' ? stripAllTags(name) : name

/** The name, library and description a new collection or playlist needs, or the real server's 400 text. */
export function newListFields(body: Record<string, unknown>, kind: 'collection' | 'playlist') {
  const { name, libraryId, description } = body
  if (!name || typeof name !== 'string' || !libraryId || typeof libraryId !== 'string') {
    return { error: `Invalid ${kind} data` }
  }
  if (description && typeof description !== 'string') return { error: `Invalid ${kind} description` }
  return { name, libraryId, description: (description as string | undefined) || null }
}
