import { useStore } from '@nanostores/react'
import type { Collection } from '@shelfkit/client'
import {
  $user,
  canDelete,
  canSeeListFeed,
  canUpdate,
  collectionPage,
  deleteCollection,
  feedTargetOfCollection,
  i18n,
  openCollectionPage,
  params,
  removeBookFromCollection,
  saveCollection,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { FeedButton } from '../item/FeedButton'
import { useProgressLookup } from '../media-progress'
import { countMessages } from '../ui/counts'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'
import { type MediaListRow, MediaListView, useLeaveWhenRemoved } from './MediaListPage'

const messages = i18n('collection.page', {
  noTitle: 'No Title',
  books: 'Books',
  deleteQuestion: params('Are you sure you want to remove collection "{name}"?'),
})

/**
 * A collection: its books in order with progress; users with delete permission may take books out or delete it;
 * its RSS feed for admins (anyone once open). Removed anywhere while viewed → the collections shelf (spec 01 §4).
 */
export function CollectionPage({ collectionId }: { collectionId: string }) {
  const state = useStore(collectionPage.$state)
  const removed = useStore(collectionPage.$removed)
  useEffect(() => openCollectionPage(collectionId), [collectionId])
  useLeaveWhenRemoved(removed, collectionPage.current()?.libraryId, 'collections')
  return (
    <div className="sk-content-page">
      <ResourceView state={state}>{(collection) => <CollectionView collection={collection} />}</ResourceView>
    </div>
  )
}

function CollectionView({ collection }: { collection: Collection }) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const user = useStore($user)
  const mayDelete = canDelete(user)
  const progressOf = useProgressLookup(collection.books.map((book) => ({ libraryItemId: book.id })))
  const rows = collection.books.map(
    (book): MediaListRow => ({
      key: book.id,
      item: book,
      title: book.media.metadata.title || t.noTitle,
      coverTitle: book.media.metadata.title || t.noTitle,
      subtitle: book.media.metadata.authorName,
      duration: book.media.duration,
      progress: progressOf(book.id),
    }),
  )
  const count = collection.books.length
  return (
    <MediaListView
      kind="collection"
      name={collection.name}
      description={collection.description}
      countText={counts.books(count)}
      listLabel={t.books}
      rows={rows}
      onRemove={mayDelete ? (row) => removeBookFromCollection(collection.id, row.key) : undefined}
      onDelete={mayDelete ? () => void deleteCollection(collection.id) : undefined}
      onSave={canUpdate(user) ? (form) => saveCollection(collection, form) : undefined}
      deleteQuestion={t.deleteQuestion({ name: escapeHtml(collection.name) })}
      actions={
        canSeeListFeed(collection.rssFeed, user) ? (
          <FeedButton target={feedTargetOfCollection(collection)} feed={collection.rssFeed ?? null} />
        ) : null
      }
    />
  )
}
