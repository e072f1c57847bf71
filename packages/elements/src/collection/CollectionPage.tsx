import { useStore } from '@nanostores/react'
import {
  $progressByItem,
  $user,
  canDelete,
  collectionPage,
  deleteCollection,
  formatDurationShort,
  openCollectionPage,
  progressKey,
  removeBookFromCollection,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { AppLink, useNavigation } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { ResourceView } from '../ui/ResourceView'
import { SafeHtml } from '../ui/SafeHtml'
import { escapeHtml } from '../ui/sanitize'
import { MediaThumb } from './MediaThumb'
import { ProgressLabel } from './ProgressLabel'

/**
 * A collection: its books in order with progress; users with delete permission may take books out or delete it.
 * Removed anywhere while viewed → the collections shelf (spec 01 §4).
 */
export function CollectionPage({ collectionId }: { collectionId: string }) {
  const state = useStore(collectionPage.$state)
  const removed = useStore(collectionPage.$removed)
  const user = useStore($user)
  const progress = useStore($progressByItem)
  const navigation = useNavigation()
  const [confirming, setConfirming] = useState(false)
  const [busyId, setBusyId] = useState<string | null>(null)
  const mayDelete = canDelete(user)

  useEffect(() => openCollectionPage(collectionId), [collectionId])
  useEffect(() => {
    const libraryId = collectionPage.current()?.libraryId
    if (removed && libraryId)
      navigation.navigate?.(`/library/${libraryId}/bookshelf/collections`, { replace: true })
  }, [removed, navigation])

  return (
    <div className="sk-content-page">
      <ResourceView state={state}>
        {(collection) => {
          const total = collection.books.reduce((sum, book) => sum + book.media.duration, 0)
          return (
            <>
              <header className="sk-page-header">
                <div className="sk-page-header__text">
                  <p className="sk-page-header__kind">Collection</p>
                  <h1 className="sk-page-header__title">{collection.name}</h1>
                  <p className="sk-page-header__meta">
                    {collection.books.length} {collection.books.length === 1 ? 'book' : 'books'}
                    {total > 0 ? ` · ${formatDurationShort(total)}` : ''}
                  </p>
                </div>
                {mayDelete ? (
                  <div className="sk-page-header__actions">
                    <Button icon="delete" variant="danger" onClick={() => setConfirming(true)}>
                      Delete
                    </Button>
                  </div>
                ) : null}
              </header>
              {collection.description ? (
                <SafeHtml html={collection.description} className="sk-page-description" />
              ) : null}
              {collection.books.length ? (
                <ol className="sk-media-list" aria-label="Books">
                  {collection.books.map((book) => {
                    const title = book.media.metadata.title || 'No Title'
                    return (
                      <li key={book.id} className="sk-media-row">
                        <MediaThumb item={book} title={title} />
                        <div className="sk-media-row__text">
                          <AppLink className="sk-media-row__title" to={`/item/${book.id}`}>
                            {title}
                          </AppLink>
                          <span className="sk-media-row__sub">{book.media.metadata.authorName}</span>
                        </div>
                        <span className="sk-media-row__meta">{formatDurationShort(book.media.duration)}</span>
                        <ProgressLabel progress={progress.get(progressKey(book.id))} />
                        {mayDelete ? (
                          <IconButton
                            icon="close"
                            label={`Remove ${title} from collection`}
                            disabled={busyId === book.id}
                            onClick={async () => {
                              setBusyId(book.id)
                              await removeBookFromCollection(collection.id, book.id)
                              setBusyId(null)
                            }}
                          />
                        ) : null}
                      </li>
                    )
                  })}
                </ol>
              ) : (
                <p className="sk-empty">No Items</p>
              )}
              <ConfirmPrompt
                prompt={
                  confirming
                    ? {
                        message: `Are you sure you want to remove collection "${escapeHtml(collection.name)}"?`,
                        yesText: 'Delete',
                        yesVariant: 'danger',
                      }
                    : null
                }
                onAnswer={(confirmed) => {
                  setConfirming(false)
                  if (confirmed) void deleteCollection(collection.id)
                }}
              />
            </>
          )
        }}
      </ResourceView>
    </div>
  )
}
