import type { Narrator } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'

export interface LibraryNarrators {
  libraryId: string
  narrators: readonly Narrator[]
}

/** The narrators page of a library: every narrator with the number of books they read. */
export const narratorsPage = shared('bookshelf.narrators', () =>
  createEntityPage<LibraryNarrators>({
    load: async (client, libraryId) => ({
      libraryId,
      narrators: (await client.libraries.narrators(libraryId)).narrators,
    }),
    idOf: (data) => data.libraryId,
    fallbackMessage: 'Failed to load data',
  }),
)

/** Texts of the narrator edits (official client strings). */
export const NARRATOR_MESSAGES = {
  noUpdates: 'No updates were necessary',
  renameFailed: 'Failed to update',
  removeFailed: 'Failed to remove',
} as const

export const narratorsUpdatedMessage = (count: number) => `${count} items updated`
export const removeNarratorQuestion = (name: string) => `Are you sure you want to remove narrator "${name}"?`

/**
 * Renames a narrator in every book of the library (update permission), then reloads the list. An unchanged or
 * empty name sends nothing.
 */
export function renameNarrator(libraryId: string, narrator: Narrator, name: string): Promise<boolean> {
  const trimmed = name.trim()
  if (!trimmed || trimmed === narrator.name) return Promise.resolve(false)
  return editNarrators(
    () => getClient().libraries.renameNarrator(libraryId, narrator.id, trimmed),
    NARRATOR_MESSAGES.renameFailed,
  )
}

/** Takes a narrator off every book of the library (update permission), then reloads the list. */
export function removeNarrator(libraryId: string, narrator: Narrator): Promise<boolean> {
  return editNarrators(
    () => getClient().libraries.removeNarrator(libraryId, narrator.id),
    NARRATOR_MESSAGES.removeFailed,
  )
}

async function editNarrators(edit: () => Promise<{ updated: number }>, failure: string): Promise<boolean> {
  try {
    const { updated } = await edit()
    if (updated) showToast({ type: 'success', message: narratorsUpdatedMessage(updated) })
    else showToast({ type: 'info', message: NARRATOR_MESSAGES.noUpdates })
  } catch (error) {
    console.error('Failed to edit narrator', error)
    showToast({ type: 'error', message: failure })
    return false
  }
  await narratorsPage.reload()
  return true
}
