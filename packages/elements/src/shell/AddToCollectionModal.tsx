import { useStore } from '@nanostores/react'
import {
  $collections,
  $collectionsLoading,
  addItemsToCollection,
  createCollectionWith,
  loadLibraryCollections,
} from '@shelfkit/stores'
import { useEffect, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { Spinner } from '../ui/Spinner'

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
  const [name, setName] = useState('')
  const [processing, setProcessing] = useState(false)
  const nameId = useId()

  useEffect(() => {
    if (!open) return
    setName('')
    void loadLibraryCollections(libraryId)
  }, [open, libraryId])

  const run = async (action: () => Promise<unknown>) => {
    setProcessing(true)
    try {
      if (await action()) {
        onAdded?.()
        onClose()
      }
    } finally {
      setProcessing(false)
    }
  }

  const title = itemIds.length === 1 ? 'Add to Collection' : `Add ${itemIds.length} Books to Collection`
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      processing={processing}
      className="sk-collection-picker"
    >
      {loading && !collections.length ? (
        <div className="sk-collection-picker__loading">
          <Spinner />
        </div>
      ) : collections.length ? (
        <ul className="sk-collection-picker__list">
          {collections.map((collection) => {
            const inIt = itemIds.every((id) => collection.books.some((book) => book.id === id))
            return (
              <li key={collection.id} className="sk-collection-picker__row">
                <span className="sk-collection-picker__name">{collection.name}</span>
                <span className="sk-muted">{collection.books.length} books</span>
                <Button
                  variant="secondary"
                  disabled={inIt}
                  onClick={() => void run(() => addItemsToCollection(collection.id, itemIds))}
                >
                  {inIt ? 'Added' : 'Add'}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="sk-collection-picker__empty">No Collections</p>
      )}
      <form
        className="sk-collection-picker__create"
        onSubmit={(event) => {
          event.preventDefault()
          void run(() => createCollectionWith(name, libraryId, itemIds))
        }}
      >
        <label htmlFor={nameId} className="sk-visually-hidden">
          New collection name
        </label>
        <input
          id={nameId}
          className="sk-input"
          placeholder="New collection"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!name.trim()}>
          Create
        </Button>
      </form>
    </Modal>
  )
}
