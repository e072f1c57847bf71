import { useStore } from '@nanostores/react'
import type { LibraryItemMinified, PodcastEpisode } from '@shelfkit/client'
import {
  type BookshelfView,
  DETAIL_SORT_LINES,
  i18n,
  itemCoverSrc,
  params,
  playItem,
  progressFraction,
} from '@shelfkit/stores'
import { type ChangeEvent, memo } from 'react'
import { useMediaProgress } from '../media-progress'
import { AppLink } from '../navigation'
import { Icon } from '../ui/Icon'
import { BookCover } from './BookCover'
import { CardDetailLine } from './CardDetailLine'
import { itemCardText } from './card-text'
import { ItemMoreMenu } from './ItemMoreMenu'

const messages = i18n('cards.itemCard', {
  noTitle: 'No Title',
  sequence: 'Sequence in series',
  finished: 'Finished',
  play: 'Play',
  playTitle: params('Play {title}'),
  selectHint: 'Select (Shift: select a range)',
  select: params('Select {title}'),
  explicit: 'Explicit',
  missing: 'Item is missing',
  invalid: 'Item has no media',
})

export interface ItemCardProps {
  item: LibraryItemMinified
  /** Episode shelves: the episode the card is about. */
  episode?: PodcastEpisode | null
  /** Position in its list (`data-index`, for keyboard moves and range selection). */
  index?: number
  /** Shows the selection checkbox (bookshelf lists of items). */
  selectable?: boolean
  selected?: boolean
  onToggleSelect?(item: LibraryItemMinified, index: number, shiftKey: boolean): void
  /** Width (server pixels) of the cover to fetch; the original without one. */
  imageWidth?: number
  /** The card sits on a home "continue listening/reading" shelf: its menu offers to take it off. */
  continueShelf?: boolean
  /**
   * Spec 02 §9 bookshelf views: standard (the cover alone; the title stays for assistive technology), detail (title,
   * authors and the value the list is sorted by) or author (title and published year).
   */
  view?: BookshelfView
  /** The list's sort, for the detail view's line. */
  sortBy?: string | null
}

/**
 * A library item on a shelf: cover, title (the link to the item page, stretched over the card), authors,
 * progress bar, finished badge, series sequence badge, explicit mark, play button on hover or focus, the
 * selection checkbox and the "more" menu.
 */
export const ItemCard = memo(function ItemCard({
  item,
  episode,
  index = 0,
  selectable,
  selected,
  onToggleSelect,
  imageWidth,
  continueShelf,
  view = 'detail',
  sortBy = null,
}: ItemCardProps) {
  const t = useStore(messages)
  const text = itemCardText(item, episode)
  // The card follows its own progress: a sync of another item re-renders nothing here.
  const progress = useMediaProgress(item.id, episode?.id)
  const fraction = progressFraction(progress)
  const finished = progress?.isFinished === true
  const title = text.title || t.noTitle
  // React reports a checkbox change from its click event, which tells whether Shift was held.
  const select = (event: ChangeEvent<HTMLInputElement>) =>
    onToggleSelect?.(item, index, (event.nativeEvent as MouseEvent).shiftKey === true)
  return (
    <div
      className={`sk-card${selected ? ' sk-card--selected' : ''}${view === 'standard' ? ' sk-card--cover-only' : ''}`}
      data-index={index}
    >
      {/* First in the DOM so Tab and screen readers reach the title before the card's buttons; shown below. */}
      <AppLink className="sk-card__title" to={`/item/${item.id}`} title={title}>
        {title}
      </AppLink>
      <div className="sk-card__cover">
        <BookCover
          src={itemCoverSrc(item, { width: imageWidth })}
          title={text.title}
          authors={text.authors}
        />
        {text.sequence ? (
          <span className="sk-card__badge sk-card__badge--sequence" title={t.sequence}>
            #{text.sequence}
          </span>
        ) : null}
        {finished ? (
          <span className="sk-card__badge sk-card__badge--finished">
            <Icon name="check" size={14} label={t.finished} />
          </span>
        ) : null}
        {text.problem ? (
          <span className="sk-card__badge sk-card__badge--problem">
            <Icon name="warning" size={14} label={t[text.problem]} />
          </span>
        ) : null}
        {fraction > 0 ? (
          <div className={`sk-card__progress${finished ? ' sk-card__progress--finished' : ''}`}>
            <div className="sk-card__progress-fill" style={{ width: `${Math.round(fraction * 100)}%` }} />
          </div>
        ) : null}
        {text.playable ? (
          <button
            type="button"
            className="sk-card__play"
            aria-label={t.playTitle({ title })}
            title={t.play}
            onClick={() => void playItem(item.id, episode ? { episodeId: episode.id } : {})}
          >
            <Icon name="play" size={28} />
          </button>
        ) : null}
        {selectable ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the checkbox inside, which handles them
          <label
            className="sk-card__select"
            title={t.selectHint}
            onMouseDown={(event) => {
              // Shift-clicks select a range of cards, not the text between them.
              if (event.shiftKey) event.preventDefault()
            }}
            onClick={(event) => {
              // Chrome does not pass a shift-click on a label to its checkbox: handle the click here.
              if (event.target instanceof HTMLInputElement) return
              event.preventDefault()
              onToggleSelect?.(item, index, event.shiftKey)
            }}
          >
            <input
              type="checkbox"
              className="sk-visually-hidden"
              checked={!!selected}
              aria-label={t.select({ title })}
              onChange={select}
            />
            <Icon name="check" size={16} />
          </label>
        ) : null}
        <ItemMoreMenu
          item={item}
          episode={episode}
          progress={progress}
          continueShelf={continueShelf}
          title={title}
        />
      </div>
      <p className="sk-card__subtitle">
        {text.explicit ? (
          <Icon name="explicit" size={14} label={t.explicit} className="sk-card__explicit" />
        ) : null}
        {view === 'author' && item.mediaType === 'book'
          ? (item.media.metadata.publishedYear ?? '')
          : text.authors}
      </p>
      {view === 'detail' && sortBy !== null && DETAIL_SORT_LINES.has(sortBy) ? (
        <CardDetailLine item={item} sortBy={sortBy} progress={progress} />
      ) : null}
    </div>
  )
})
