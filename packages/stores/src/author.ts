import type { Author } from '@shelfkit/client'
import { createEntityPage } from './entity-page'
import { shared } from './registry'
import { onServerEvent } from './server-events'

/** The author page's author with their books and series. */
export const authorPage = shared('author.page', () =>
  createEntityPage<Author>({
    load: (client, id) => client.authors.get(id, ['items', 'series']),
    idOf: (author) => author.id,
    fallbackMessage: 'Failed to load data',
  }),
)

/** Opens the author page and follows the author's edits and removal. Returns the closer. */
export function openAuthorPage(authorId: string): () => void {
  const stops = [
    // The event carries the author without books and series: keep the page's.
    onServerEvent('author_updated', (author) =>
      authorPage.update((current) =>
        current.id === author.id
          ? { ...current, ...author, libraryItems: current.libraryItems, series: current.series }
          : current,
      ),
    ),
    onServerEvent('author_removed', ({ id }) => {
      if (id === authorPage.$id.get()) authorPage.markRemoved()
    }),
  ]
  void authorPage.open(authorId)
  return () => {
    for (const stop of stops) stop()
    if (authorPage.$id.get() === authorId) authorPage.close()
  }
}
