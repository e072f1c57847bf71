import { type Collection, collectionsApi, errorMessage } from '@shelfkit/client'
import { atom } from 'nanostores'
import { $collections, addOrUpdateCollection, setCollections } from '../libraries'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** Toast texts of the add-to-collection dialog (official client strings). */
export const COLLECTION_PICKER_MESSAGES = {
  added: 'Item(s) added to collection',
  addFailed: 'Item(s) added to collection failed',
  created: 'Collection created',
  createFailed: 'Failed to create collection',
  loadFailed: 'Failed to load collections',
  nameRequired: 'Enter a name for the new collection',
} as const

/** True while the dialog loads the library's collections. */
export const $collectionsLoading = shared('collectionPicker.loading', () => atom(false))

/** The library's collections, sorted by name, into `$collections`. A failure leaves the list empty. */
export async function loadLibraryCollections(libraryId: string): Promise<readonly Collection[]> {
  $collectionsLoading.set(true)
  try {
    const page = await getClient().libraries.collections(libraryId)
    const sorted = [...page.results].sort((a, b) => a.name.localeCompare(b.name))
    setCollections(sorted)
  } catch (error) {
    console.error(COLLECTION_PICKER_MESSAGES.loadFailed, error)
    setCollections([])
  } finally {
    $collectionsLoading.set(false)
  }
  return $collections.get()
}

/** Adds the items to a collection. Resolves whether it worked (a toast says so either way). */
export async function addItemsToCollection(
  collectionId: string,
  itemIds: readonly string[],
): Promise<boolean> {
  try {
    addOrUpdateCollection(
      await getClient()
        .area(collectionsApi)
        .batchAdd(collectionId, [...itemIds]),
    )
    showToast({ type: 'success', message: COLLECTION_PICKER_MESSAGES.added })
    return true
  } catch (error) {
    console.error(COLLECTION_PICKER_MESSAGES.addFailed, error)
    showToast({ type: 'error', message: errorMessage(error, COLLECTION_PICKER_MESSAGES.addFailed) })
    return false
  }
}

/** Creates a collection holding the items. Resolves to it, or null (with the reason in a toast). */
export async function createCollectionWith(
  name: string,
  libraryId: string,
  itemIds: readonly string[],
): Promise<Collection | null> {
  const trimmed = name.trim()
  if (!trimmed) {
    showToast({ type: 'error', message: COLLECTION_PICKER_MESSAGES.nameRequired })
    return null
  }
  // Spec 02 §5: a collection is created with at least one item (the official modal sends nothing otherwise).
  if (!itemIds.length) return null
  try {
    const collection = await getClient()
      .area(collectionsApi)
      .create({ libraryId, name: trimmed, books: [...itemIds] })
    addOrUpdateCollection(collection)
    showToast({ type: 'success', message: COLLECTION_PICKER_MESSAGES.created })
    return collection
  } catch (error) {
    console.error(COLLECTION_PICKER_MESSAGES.createFailed, error)
    showToast({ type: 'error', message: errorMessage(error, COLLECTION_PICKER_MESSAGES.createFailed) })
    return null
  }
}
