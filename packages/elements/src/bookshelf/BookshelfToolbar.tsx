import { useStore } from '@nanostores/react'
import type { MediaType } from '@shelfkit/client'
import {
  BOOKSHELF_VIEWS,
  type BookshelfView,
  COVER_SIZES,
  count,
  type FilterGroupOption,
  type FilterLists,
  formatNumber,
  i18n,
  nextSort,
  params,
  type ShelfKind,
  type ShelfQuery,
  type SortOption,
  stepCoverSize,
} from '@shelfkit/stores'
import { useId } from 'react'
import { IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { SegmentedToggle } from '../ui/SegmentedToggle'
import { FilterMenu } from './FilterMenu'

const messages = i18n('bookshelf.toolbar', {
  view: 'Bookshelf view',
  standard: 'Standard',
  detail: 'Detail',
  author: 'Author',
  sortBy: 'Sort by',
  sort: 'Sort',
  descending: 'Descending (change to ascending)',
  ascending: 'Ascending (change to descending)',
  collapseSeries: 'Collapse series',
  collapseSeriesButton: 'Collapse Series',
  coverSize: 'Cover size',
  smaller: 'Smaller covers',
  bigger: 'Bigger covers',
  books: params(count({ one: '{number} Book', other: '{number} Books' })),
  podcasts: params(count({ one: '{number} Podcast', other: '{number} Podcasts' })),
  series: params(count({ one: '{number} Series', other: '{number} Series' })),
  collections: params(count({ one: '{number} Collection', other: '{number} Collections' })),
  playlists: params(count({ one: '{number} Playlist', other: '{number} Playlists' })),
  authors: params(count({ one: '{number} Author', other: '{number} Authors' })),
})

export interface BookshelfToolbarProps {
  kind: ShelfKind
  mediaType: MediaType | null
  query: ShelfQuery
  total: number | null
  filterGroups: readonly FilterGroupOption[]
  sortOptions: readonly SortOption[]
  filterData: FilterLists | null
  coverSize: number
  /** The item cards' view, or null where the shelf offers no choice (series, collections…). */
  view?: BookshelfView | null
  onQueryChange(change: Partial<ShelfQuery>): void
  onCoverSizeChange(size: number): void
  onViewChange?(view: BookshelfView): void
}

const COUNTS = {
  items: 'books',
  series: 'series',
  collections: 'collections',
  playlists: 'playlists',
  authors: 'authors',
} as const satisfies Record<ShelfKind, string>

/** Count, filter, sort and direction, collapse series, the item cards' view and cover size of a bookshelf. */
export function BookshelfToolbar({
  kind,
  mediaType,
  query,
  total,
  filterGroups,
  sortOptions,
  filterData,
  coverSize,
  view,
  onQueryChange,
  onCoverSizeChange,
  onViewChange,
}: BookshelfToolbarProps) {
  const t = useStore(messages)
  const sortId = useId()
  const counted = kind === 'items' && mediaType === 'podcast' ? t.podcasts : t[COUNTS[kind]]
  const countText = total === null ? '' : counted({ number: formatNumber(total) })(total)
  const sortValue = query.sort ?? ''
  return (
    <div className="sk-shelf-toolbar" role="toolbar" aria-label={t.view}>
      <p className="sk-shelf-toolbar__count" aria-live="polite">
        {countText}
      </p>
      <div className="sk-shelf-toolbar__controls">
        {filterGroups.length ? (
          <FilterMenu
            filter={query.filter}
            groups={filterGroups}
            filterData={filterData}
            onChange={(filter) => onQueryChange({ filter })}
          />
        ) : null}
        {sortOptions.length ? (
          <div className="sk-shelf-sort">
            <label className="sk-visually-hidden" htmlFor={sortId}>
              {t.sortBy}
            </label>
            <select
              id={sortId}
              className="sk-shelf-sort__select"
              value={sortOptions.some((option) => option.value === sortValue) ? sortValue : ''}
              onChange={(event) => onQueryChange(nextSort(query, event.target.value))}
            >
              {sortOptions.some((option) => option.value === sortValue) ? null : (
                <option value="">{t.sort}</option>
              )}
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <IconButton
              icon={query.desc ? 'arrowDown' : 'arrowUp'}
              label={query.desc ? t.descending : t.ascending}
              size={18}
              className="sk-shelf-sort__direction"
              onClick={() => onQueryChange({ desc: !query.desc })}
            />
          </div>
        ) : null}
        {kind === 'items' && mediaType !== 'podcast' ? (
          <button
            type="button"
            className={`sk-select-button sk-select-button--collapse${query.collapseSeries ? ' sk-select-button--active' : ''}`}
            aria-pressed={query.collapseSeries}
            title={t.collapseSeries}
            disabled={query.filter.startsWith('series.')}
            onClick={() => onQueryChange({ collapseSeries: !query.collapseSeries })}
          >
            <Icon name="stack" size={18} />
            <span className="sk-select-button__text">{t.collapseSeriesButton}</span>
          </button>
        ) : null}
        {view && onViewChange ? (
          <SegmentedToggle
            label={t.view}
            className="sk-shelf-toolbar__view"
            value={view}
            onChange={onViewChange}
            options={BOOKSHELF_VIEWS.map((option) => ({ value: option, label: t[option] }))}
          />
        ) : null}
        <fieldset className="sk-cover-size">
          <legend className="sk-visually-hidden">{t.coverSize}</legend>
          <IconButton
            icon="minus"
            label={t.smaller}
            size={16}
            disabled={coverSize <= COVER_SIZES[0]!}
            onClick={() => onCoverSizeChange(stepCoverSize(coverSize, -1))}
          />
          <span className="sk-cover-size__value" aria-live="polite">
            <span className="sk-visually-hidden">{t.coverSize} </span>
            {coverSize}
          </span>
          <IconButton
            icon="plus"
            label={t.bigger}
            size={16}
            disabled={coverSize >= COVER_SIZES[COVER_SIZES.length - 1]!}
            onClick={() => onCoverSizeChange(stepCoverSize(coverSize, 1))}
          />
        </fieldset>
      </div>
    </div>
  )
}
