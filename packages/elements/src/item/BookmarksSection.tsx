import { useStore } from '@nanostores/react'
import type { AudioBookmark } from '@shelfkit/client'
import { formatClock, i18n, params, playItem } from '@shelfkit/stores'
import { CollapsibleSection } from '../ui/CollapsibleSection'
import { Icon } from '../ui/Icon'

const messages = i18n('item.bookmarks', {
  title: 'Your Bookmarks',
  play: params('Play from bookmark {title} at {time}'),
})

/** The user's bookmarks of this item, earliest first; each plays the book from its time. */
export function BookmarksSection({
  libraryItemId,
  bookmarks,
}: {
  libraryItemId: string
  bookmarks: readonly AudioBookmark[]
}) {
  const t = useStore(messages)
  if (!bookmarks.length) return null
  return (
    <CollapsibleSection title={t.title} count={bookmarks.length}>
      <ul className="sk-bookmark-list">
        {bookmarks.map((bookmark) => (
          <li key={bookmark.time}>
            <button
              type="button"
              className="sk-bookmark-list__row"
              aria-label={t.play({ title: bookmark.title, time: formatClock(bookmark.time) })}
              onClick={() => void playItem(libraryItemId, { startTime: bookmark.time })}
            >
              <Icon name="bookmark" size={16} className="sk-bookmark-list__icon" />
              <span className="sk-bookmark-list__time">{formatClock(bookmark.time)}</span>
              <span className="sk-bookmark-list__title">{bookmark.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </CollapsibleSection>
  )
}
