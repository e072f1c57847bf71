import { useStore } from '@nanostores/react'
import {
  $collections,
  $collectionsLoading,
  addItemsToCollection,
  createCollectionWith,
  loadLibraryCollections,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { PickerModal } from '../ui/PickerModal'

export interface AddToCollectionModalProps {
  open: boolean
  libraryId: string
  /** One item or a batch. */
  itemIds: readonly string[]
  onClose(): void
  /** Called after the items were added to a collection (existing or new). */
  onAdded?(): void
}

/** Spec 02 "Add-to-collection": the library's collections to add the items to, or a new one made with them. */
export function AddToCollectionModal({
  open,
  libraryId,
  itemIds,
  onClose,
  onAdded,
}: AddToCollectionModalProps) {
  const collections = useStore($collections)
  const loading = useStore($collectionsLoading)

  useEffect(() => {
    if (open) void loadLibraryCollections(libraryId)
  }, [open, libraryId])

  const closeAfter = async (action: () => Promise<unknown>) => {
    const done = await action()
    if (done) {
      onAdded?.()
      onClose()
    }
    return done
  }

  return (
    <PickerModal
      open={open}
      onClose={onClose}
      title={itemIds.length === 1 ? 'Add to Collection' : `Add ${itemIds.length} Books to Collection`}
      loading={loading}
      rows={collections.map((collection) => {
        const inIt = itemIds.every((id) => collection.books.some((book) => book.id === id))
        return {
          key: collection.id,
          name: collection.name,
          detail: `${collection.books.length} books`,
          action: inIt ? 'Added' : 'Add',
          disabled: inIt,
          onChoose: () => closeAfter(() => addItemsToCollection(collection.id, itemIds)),
        }
      })}
      empty={<p className="sk-collection-picker__empty">No Collections</p>}
      newLabel="New collection name"
      onCreate={(name) => closeAfter(() => createCollectionWith(name, libraryId, itemIds))}
    />
  )
}
