import { useStore } from '@nanostores/react'
import {
  $collections,
  $collectionsLoading,
  addItemsToCollection,
  count,
  createCollectionWith,
  i18n,
  loadLibraryCollections,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { countMessages } from '../ui/counts'
import { PickerModal } from '../ui/PickerModal'

const messages = i18n('shell.addToCollection', {
  title: count({ one: 'Add to Collection', other: 'Add {count} Books to Collection' }),
  add: 'Add',
  added: 'Added',
  none: 'No Collections',
  newName: 'New collection name',
})

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
  const t = useStore(messages)
  const counts = useStore(countMessages)
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
      title={t.title(itemIds.length)}
      loading={loading}
      rows={collections.map((collection) => {
        const inIt = itemIds.every((id) => collection.books.some((book) => book.id === id))
        return {
          key: collection.id,
          name: collection.name,
          detail: counts.books(collection.books.length),
          action: inIt ? t.added : t.add,
          disabled: inIt,
          onChoose: () => closeAfter(() => addItemsToCollection(collection.id, itemIds)),
        }
      })}
      empty={<p className="sk-collection-picker__empty">{t.none}</p>}
      newLabel={t.newName}
      onCreate={(name) => closeAfter(() => createCollectionWith(name, libraryId, itemIds))}
    />
  )
}
