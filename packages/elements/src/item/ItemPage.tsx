import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $coverAspectRatio,
  $currentLibraryId,
  $queuedEmbedItemIds,
  $taskProgress,
  $user,
  bookmarksFor,
  canDownload,
  i18n,
  itemCoverSrc,
  itemPage,
  openItemPage,
  params,
  progressFraction,
  queueItemFor,
  rawCoverSrc,
} from '@shelfkit/stores'
import { type CSSProperties, useEffect } from 'react'
import { BookCover } from '../cards/BookCover'
import { useMediaProgress } from '../media-progress'
import { useNavigation } from '../navigation'
import { PodcastEpisodeTools } from '../podcast/PodcastEpisodeTools'
import { ProgressBar } from '../ui/ProgressBar'
import { ResourceView } from '../ui/ResourceView'
import { Spinner } from '../ui/Spinner'
import { BookmarksSection } from './BookmarksSection'
import { ChaptersTable } from './ChaptersTable'
import { EbookFilesTable } from './EbookFilesTable'
import { EpisodesTable } from './EpisodesTable'
import { ItemActions } from './ItemActions'
import { ItemDescription } from './ItemDescription'
import { ItemDetails } from './ItemDetails'
import { ItemHeader } from './ItemHeader'
import { ItemProgressBox } from './ItemProgressBox'
import { BookPlayControls, EpisodePlayButton, EpisodeQueueButton } from './PlayControls'
import { RawCoverButton } from './RawCoverPreview'
import { TracksTable } from './TracksTable'

const COVER_WIDTH = 208

const messages = i18n('item.page', {
  noTitle: 'No Title',
  taskRunning: 'Task running',
  processing: params('Processing {progress}'),
  embedQueued: 'Queued for metadata embed',
  progress: 'Your progress',
})

/**
 * The item page: loads the item, follows it live (edits, progress from other devices, removal → its library,
 * spec 01 §4) and shows details, progress, actions, description and the chapter, track, file, bookmark and
 * episode lists.
 */
export function ItemPage({ itemId }: { itemId: string }) {
  const state = useStore(itemPage.$state)
  const removed = useStore(itemPage.$removed)
  const navigation = useNavigation()

  useEffect(() => openItemPage(itemId), [itemId])

  useEffect(() => {
    if (!removed) return
    const libraryId = itemPage.current()?.libraryId ?? $currentLibraryId.get()
    navigation.navigate?.(libraryId ? `/library/${libraryId}` : '/', { replace: true })
  }, [removed, navigation])

  return (
    <div className="sk-content-page sk-item-page">
      <ResourceView state={state}>{(item) => <ItemView item={item} />}</ResourceView>
    </div>
  )
}

function ItemView({ item }: { item: LibraryItem }) {
  const t = useStore(messages)
  const user = useStore($user)
  const taskProgress = useStore($taskProgress)[item.id]
  const embedQueued = useStore($queuedEmbedItemIds).includes(item.id)
  const mayDownload = canDownload(user)
  const title = item.media.metadata.title || t.noTitle
  const playable =
    item.mediaType === 'book' && item.media.tracks.length > 0 && !item.isMissing && !item.isInvalid
  const coverRatio = useStore($coverAspectRatio)
  const authors = item.mediaType === 'book' ? item.media.metadata.authorName : item.media.metadata.author

  return (
    <article className="sk-item" aria-label={title}>
      <div className="sk-item__cover">
        <div
          className="sk-item__cover-box"
          style={
            {
              width: COVER_WIDTH,
              height: Math.round(COVER_WIDTH * coverRatio),
              '--sk-cover-w': `${COVER_WIDTH}px`,
            } as CSSProperties
          }
        >
          <RawCoverButton src={rawCoverSrc(item)}>
            <BookCover src={itemCoverSrc(item)} title={title} authors={authors} />
          </RawCoverButton>
        </div>
        {item.mediaType === 'book' ? <CoverProgress libraryItemId={item.id} /> : null}
      </div>
      <div className="sk-item__main">
        <ItemHeader item={item} />
        <ItemDetails item={item} />
        {taskProgress || embedQueued ? (
          <p className="sk-item__notice" role="status">
            <Spinner size={16} label={t.taskRunning} />
            {taskProgress ? t.processing({ progress: taskProgress }) : t.embedQueued}
          </p>
        ) : null}
        {item.mediaType === 'podcast' ? <PodcastEpisodeTools item={item} /> : null}
        {item.mediaType === 'book' ? (
          <ItemProgressBox libraryItemId={item.id} duration={item.media.duration} />
        ) : null}
        <ItemActions
          item={item}
          canDownload={mayDownload}
          playControls={playable ? <BookPlayControls item={item} /> : null}
        />
        <ItemDescription html={item.media.metadata.description ?? ''} />
        {item.mediaType === 'book' ? (
          <>
            <ChaptersTable chapters={item.media.chapters} />
            <TracksTable libraryItemId={item.id} tracks={item.media.tracks} canDownload={mayDownload} />
            <EbookFilesTable item={item} canDownload={mayDownload} />
            <BookmarksSection libraryItemId={item.id} bookmarks={bookmarksFor(user, item.id)} />
          </>
        ) : (
          <EpisodesTable
            item={item}
            renderPlay={(episode) => (
              <>
                <EpisodePlayButton libraryItemId={item.id} episode={episode} />
                <EpisodeQueueButton
                  libraryItemId={item.id}
                  episode={episode}
                  entry={() => queueItemFor(item, episode)}
                />
              </>
            )}
          />
        )}
      </div>
    </article>
  )
}

/** The book's progress under the cover; the rest of the page does not follow the progress saved while playing. */
function CoverProgress({ libraryItemId }: { libraryItemId: string }) {
  const t = useStore(messages)
  const progress = useMediaProgress(libraryItemId)
  const fraction = progressFraction(progress)
  if (fraction <= 0) return null
  return <ProgressBar value={fraction} finished={!!progress?.isFinished} label={t.progress} />
}
