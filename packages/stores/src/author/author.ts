import { type Author, authorsApi } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'

/** The author page's author with their books and series. */
export const authorPage = shared('author.page', () =>
  createEntityPage<Author>({
    load: (client, id) => client.area(authorsApi).get(id, ['items', 'series']),
    idOf: (author) => author.id,
  }),
)

/** An edit of the author on the page; the edit comes without books and series, so the page keeps its own. */
export function showAuthorOnPage(author: Author): void {
  authorPage.update((current) =>
    current.id === author.id
      ? { ...current, ...author, libraryItems: current.libraryItems, series: current.series }
      : current,
  )
}

/** The author is gone: the page on it leaves. */
export function removeAuthorFromPage(authorId: string): void {
  if (authorId === authorPage.$id.get()) authorPage.markRemoved()
}

/** Opens the author page and follows the author's edits and removal. Returns the closer. */
export function openAuthorPage(authorId: string): () => void {
  const stops = [
    onServerEvent('author_updated', showAuthorOnPage),
    onServerEvent('author_removed', ({ id }) => removeAuthorFromPage(id)),
  ]
  void authorPage.open(authorId)
  return () => {
    for (const stop of stops) stop()
    if (authorPage.$id.get() === authorId) authorPage.close()
  }
}
