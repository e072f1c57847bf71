import { closeItemEdit, openItemEdit } from '../src/item/edit/modal'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../src/session'
import { $toasts } from '../src/toasts'
import { BOOK_LIBRARY_ID, demoServerUrl } from './demo-server'

/**
 * Signs in as root and opens the item edit modal on the sample book with this title. Tests that change a book pick
 * one no other store test reads (The Third Lantern, Ein stiller Hafen, Prelude, Voces del Sur) and put it back.
 */
export async function editSampleBook(title: string): Promise<string> {
  configureServer(demoServerUrl, 'header')
  await signIn('root', 'root')
  const page = await getClient().libraries.items(BOOK_LIBRARY_ID, { limit: 0 })
  const found = page.results.find((item) => item.media.metadata.title === title)
  if (!found) throw new Error(`No sample book titled ${title}`)
  await openItemEdit(found.id)
  return found.id
}

export async function leaveEditor(): Promise<void> {
  closeItemEdit()
  if ($sessionStatus.get() === 'signed-in') await signOut()
}

export const lastToast = () => $toasts.get().at(-1)

/** How many requests the demo server has had for `METHOD /path` (its own counter). */
export async function requestCount(key: string): Promise<number> {
  const { counts } = await getClient().http.get<{ counts: Record<string, number> }>('/api/demo/requests')
  return counts[key] ?? 0
}

/** Holds the next matching request back (a provider that does not answer in time). */
export function slowDown(path: string, delayMs: number): Promise<unknown> {
  return getClient().http.post('/api/demo/faults', { slow: { method: 'GET', path, delayMs, count: 1 } })
}
