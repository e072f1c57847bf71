import { type Author, type AuthorUpdate, authorsApi, errorMessage, isApiError } from '@shelfkit/client'
import { atom } from 'nanostores'
import { params, storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { errorMessages } from '../server-error'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { removeAuthorFromPage, showAuthorOnPage } from './author'

/** Spec 02 §5 "Authors" and §8 (official client strings); the generic failures are `errorMessages`. */
export const authorEditMessages = storeMessages('author.actions', {
  nameRequired: 'Name is required',
  invalidImageUrl: 'Invalid image URL',
  noUpdates: 'No updates necessary',
  updated: 'Author updated',
  merged: 'Author merged',
  updatedNoImage: 'Author updated (no image found)',
  notFound: params('Author "{name}" not found'),
  removed: 'Author removed',
  imageRemoved: 'Author image removed',
})

/** The fields of the edit-author modal (spec 02 "Edit-author modal"). */
export interface AuthorForm {
  name: string
  asin: string
  description: string
}

/** The author the edit modal is open on, or null. */
export const $authorEdit = shared('authorEdit', () => atom<Author | null>(null))

export function openAuthorEdit(author: Author): void {
  $authorEdit.set(author)
}

export function closeAuthorEdit(): void {
  $authorEdit.set(null)
}

export function authorFormOf(author: Author): AuthorForm {
  return { name: author.name, asin: author.asin ?? '', description: author.description ?? '' }
}

/** Spec 02 §5: only the changed fields among name, asin and description; null when none changed. */
export function authorChanges(author: Author, form: AuthorForm): AuthorUpdate | null {
  const before = authorFormOf(author)
  const changes: AuthorUpdate = {}
  for (const key of ['name', 'asin', 'description'] as const) {
    if (form[key] !== before[key]) changes[key] = form[key]
  }
  return Object.keys(changes).length ? changes : null
}

/** Spec 02 §5: `us`, or the region of an `audible.*` library provider (`audible.uk` → `uk`). */
export function matchRegion(libraryProvider: string | null | undefined): string {
  const match = /^audible\.(\w+)$/.exec(libraryProvider ?? '')
  return match ? match[1]! : 'us'
}

/** The author as the server now has it: on the modal and on the author page (also without live events). */
function showAuthor(author: Author): void {
  if ($authorEdit.get()?.id === author.id) $authorEdit.set(author)
  showAuthorOnPage(author)
}

function failed(error: unknown, fallback: string): void {
  console.error(fallback, error)
  showToast({ type: 'error', message: errorMessage(error, fallback) })
}

/** Save: only what changed is sent. Resolves true when the modal should close (merged into another author). */
export async function saveAuthor(form: AuthorForm): Promise<boolean> {
  const author = $authorEdit.get()
  if (!author) return true
  if (!form.name.trim()) {
    showToast({ type: 'error', message: authorEditMessages.get().nameRequired })
    return false
  }
  const changes = authorChanges(author, form)
  if (!changes) {
    showToast({ type: 'info', message: authorEditMessages.get().noUpdates })
    return false
  }
  try {
    const result = await getClient().area(authorsApi).update(author.id, changes)
    if (result.merged) {
      showToast({ type: 'success', message: authorEditMessages.get().merged })
      closeAuthorEdit()
      return true
    }
    showAuthor(result.author)
    showToast(
      result.updated
        ? { type: 'success', message: authorEditMessages.get().updated }
        : { type: 'info', message: authorEditMessages.get().noUpdates },
    )
    return false
  } catch (error) {
    failed(error, errorMessages.get().updateFailed)
    return false
  }
}

/** Quick match by ASIN, else by name (spec 02 §5), in the library provider's region. */
export async function quickMatchAuthor(form: AuthorForm, libraryProvider: string | null | undefined) {
  const author = $authorEdit.get()
  if (!author) return
  const asin = form.asin.trim()
  const name = form.name.trim()
  if (!asin && !name) {
    showToast({ type: 'error', message: authorEditMessages.get().nameRequired })
    return
  }
  const query = { ...(asin ? { asin } : { q: name }), region: matchRegion(libraryProvider) }
  try {
    const result = await getClient().area(authorsApi).match(author.id, query)
    showAuthor(result.author)
    if (!result.updated) showToast({ type: 'info', message: authorEditMessages.get().noUpdates })
    else
      showToast({
        type: 'success',
        message: result.author.imagePath
          ? authorEditMessages.get().updated
          : authorEditMessages.get().updatedNoImage,
      })
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      showToast({ type: 'error', message: authorEditMessages.get().notFound({ name: name || asin }) })
    else failed(error, errorMessages.get().matchFailed)
  }
}

/** Spec 02 §5: the address must start with http: or https:. Resolves true when the image was set. */
export async function setAuthorImage(url: string): Promise<boolean> {
  const author = $authorEdit.get()
  const address = url.trim()
  if (!author) return false
  if (!address.startsWith('http:') && !address.startsWith('https:')) {
    showToast({ type: 'error', message: authorEditMessages.get().invalidImageUrl })
    return false
  }
  try {
    showAuthor((await getClient().area(authorsApi).setImageFromUrl(author.id, address)).author)
    return true
  } catch (error) {
    failed(error, errorMessages.get().removeFailed)
    return false
  }
}

export async function removeAuthorImage(): Promise<void> {
  const author = $authorEdit.get()
  if (!author) return
  try {
    showAuthor((await getClient().area(authorsApi).removeImage(author.id)).author)
    showToast({ type: 'success', message: authorEditMessages.get().imageRemoved })
  } catch (error) {
    failed(error, errorMessages.get().removeFailed)
  }
}

/** Removes the author from the library (the page leaves on its removal). Resolves true when removed. */
export async function removeAuthor(): Promise<boolean> {
  const author = $authorEdit.get()
  if (!author) return false
  try {
    await getClient().area(authorsApi).remove(author.id)
    showToast({ type: 'success', message: authorEditMessages.get().removed })
    closeAuthorEdit()
    removeAuthorFromPage(author.id)
    return true
  } catch (error) {
    failed(error, errorMessages.get().removeFailed)
    return false
  }
}
