import { useStore } from '@nanostores/react'
import type { LibraryItemMinified } from '@shelfkit/client'
import {
  $bookshelf,
  $selectedIds,
  type BookshelfState,
  type BookshelfView,
  bookshelfEntryAt,
  cardTextLines,
  coverRequestWidth,
  GRID_PADDING_BOTTOM,
  GRID_PADDING_TOP,
  type GridLayout,
  gridLayout,
  i18n,
  indexRangeOfRows,
  isWideShelf,
  openBookshelf,
  pageSizeFor,
  rememberBookshelfScroll,
  rememberedBookshelfScroll,
  rowCount,
  type SelectableItem,
  type ShelfEntry,
  type ShelfKind,
  type ShelfQuery,
  shelfKey,
  showBookshelfRange,
  toggleItemSelection,
} from '@shelfkit/stores'
import { type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import type { ReadableAtom } from 'nanostores'
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { AuthorCard } from '../cards/AuthorCard'
import { CollapsedSeriesCard } from '../cards/CollapsedSeriesCard'
import { CollectionCard, PlaylistCard } from '../cards/CollectionCard'
import { ItemCard } from '../cards/ItemCard'
import { SeriesCard } from '../cards/SeriesCard'
import { useAfterFirstPaint } from '../ui/after-first-paint'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'

/** Rows rendered above and below the visible ones, so a small scroll or Tab never shows an empty slot. */
export const OVERSCAN_ROWS = 2

type ScrollDirection = Virtualizer<HTMLElement, Element>['scrollDirection']

const messages = i18n('bookshelf.grid', { retry: 'Try again', loading: 'Loading bookshelf' })

/**
 * The rows to render: those in view, plus the overscan on the side the list is scrolling towards (both sides when
 * it is still), so a scroll or a jump renders fewer cards than with rows added on both sides.
 */
export function overscanAhead(range: Range, direction: ScrollDirection): number[] {
  const before = direction === 'forward' ? 0 : range.overscan
  const after = direction === 'backward' ? 0 : range.overscan
  const start = Math.max(0, range.startIndex - before)
  const end = Math.min(range.count - 1, range.endIndex + after)
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, offset) => start + offset)
}

export interface BookshelfGridProps {
  libraryId: string
  kind: ShelfKind
  query: ShelfQuery
  coverSize: number
  aspectRatio: number
  /** How item cards show (spec 02 §9 bookshelf views); other cards ignore it. */
  view?: BookshelfView
  /** Shows selection checkboxes on item cards. */
  selectable: boolean
  /** Accessible name of the list ("Books", "Series"…). */
  label: string
  /** What to show when the list is empty (after the first answer). */
  empty: ReactNode
}

interface Viewport {
  width: number
  height: number
  /** How much of the window above the grid its height leaves out (0 when it starts below the first half). */
  top: number
}

/**
 * One virtualized grid for every shelf kind. Only the rows in view (plus OVERSCAN_ROWS) are in the DOM, and only
 * the pages of the server list under them are fetched. It scrolls in its own box, sized to the window below it,
 * and comes back to the same scroll position when the user returns to the same view.
 */
export function BookshelfGrid(props: BookshelfGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const viewport = useViewport(scroller)
  return (
    <div
      ref={scroller}
      className="sk-bookshelf__scroller"
      style={
        viewport
          ? {
              height: `var(--shelf-bookshelf-height, calc(100dvh - ${viewport.top}px - var(--shelf-player-height, 0px)))`,
            }
          : undefined
      }
    >
      {viewport ? <Grid {...props} viewport={viewport} scroller={scroller} /> : null}
    </div>
  )
}

function Grid({
  libraryId,
  kind,
  query,
  coverSize,
  aspectRatio,
  view = 'standard',
  selectable,
  label,
  empty,
  viewport,
  scroller,
}: BookshelfGridProps & { viewport: Viewport; scroller: React.RefObject<HTMLDivElement | null> }) {
  const wide = isWideShelf(kind)
  const textLines = kind === 'items' ? cardTextLines(view, query.sort) : 2
  const layout = useMemo(
    () => gridLayout({ width: viewport.width, coverSize, aspectRatio, wide, textLines }),
    [viewport.width, coverSize, aspectRatio, wide, textLines],
  )
  const key = shelfKey(libraryId, kind, query)
  const t = useStore(messages)
  const state = useStoreInTransitions($bookshelf, opensList)
  const current = state.key === key
  const total = current ? state.total : null

  // The page size is chosen once per list, so cached pages stay valid through resizes and cover size changes.
  const pageSizes = useRef(new Map<string, number>())
  let pageSize = pageSizes.current.get(key)
  if (pageSize === undefined) {
    pageSize = current && state.pageSize ? state.pageSize : pageSizeFor(layout, viewport.height)
    pageSizes.current.set(key, pageSize)
  }

  const restoreTo = useRef<number | null>(null)
  const openedBefore = useRef(false)
  // Opening depends on the list only: layout and cover size changes keep the cached pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    const remembered = rememberedBookshelfScroll(key)
    restoreTo.current = remembered > 0 ? remembered : null
    const firstIndex =
      Math.floor(Math.max(0, remembered - GRID_PADDING_TOP) / layout.rowHeight) * layout.columns
    openBookshelf({ libraryId, kind, query, pageSize, firstIndex })
    // Another list in the same grid starts at the top (a new grid already does: no forced layout for it).
    if (!remembered && openedBefore.current && scroller.current) scroller.current.scrollTop = 0
    openedBefore.current = true
  }, [key])

  const rows = total === null ? 0 : rowCount(total, layout.columns)
  // The first cards show sooner when the rows out of view come a frame later.
  const overscan = useAfterFirstPaint() ? OVERSCAN_ROWS : 0
  const scrolling = useRef<{ scrollDirection: ScrollDirection } | null>(null)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => layout.rowHeight,
    overscan,
    paddingStart: GRID_PADDING_TOP,
    paddingEnd: GRID_PADDING_BOTTOM,
    initialRect: { width: viewport.width, height: viewport.height },
    // React renders new rows in a task of its own rather than inside the scroll event's frame, so no single task
    // carries both; the overscan rows cover the frame in between.
    useFlushSync: false,
    rangeExtractor: (range) => overscanAhead(range, scrolling.current?.scrollDirection ?? null),
  })
  scrolling.current = virtualizer
  // Row positions are cached by the virtualizer: a new row height (cover size) must re-measure them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row height is the trigger
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, layout.rowHeight])

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || restoreTo.current === null || total === null) return
    element.scrollTop = restoreTo.current
    restoreTo.current = null
  }, [total, scroller])

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const onScroll = () => rememberBookshelfScroll(key, element.scrollTop)
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [key, scroller])

  const virtualRows = virtualizer.getVirtualItems()
  const firstRow = virtualRows[0]?.index ?? 0
  const lastRow = virtualRows[virtualRows.length - 1]?.index ?? -1
  useEffect(() => {
    if (!current || total === null) return
    const range = indexRangeOfRows(firstRow, lastRow, layout.columns, total)
    if (range) showBookshelfRange(range.first, range.last)
  }, [current, total, firstRow, lastRow, layout.columns])

  const imageWidth = coverRequestWidth(layout.coverWidth, globalThis.devicePixelRatio)
  const selectedIds = useStore($selectedIds)
  const onToggleSelect = useCallback((item: LibraryItemMinified, index: number, shiftKey: boolean) => {
    toggleItemSelection(selectableItem(item), { index, shiftKey, itemAt: selectableAt })
  }, [])

  const pendingFocus = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return
    const target = scroller.current?.querySelector<HTMLElement>(
      `[data-index="${pendingFocus.current}"] .sk-card__title`,
    )
    if (target) {
      pendingFocus.current = null
      target.focus()
    }
  })
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (total === null || !(event.target as HTMLElement).classList.contains('sk-card__title')) return
    const from = Number((event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index'))
    const to = keyboardTarget(event, from, layout.columns, total)
    if (to === null || Number.isNaN(from)) return
    event.preventDefault()
    pendingFocus.current = to
    virtualizer.scrollToIndex(Math.floor(to / layout.columns), { align: 'auto' })
    const target = scroller.current?.querySelector<HTMLElement>(`[data-index="${to}"] .sk-card__title`)
    if (target) {
      pendingFocus.current = null
      target.focus()
    }
  }

  if (!current || total === null) {
    return current && state.error ? (
      <div className="sk-bookshelf__message" role="alert">
        <p>{state.error}</p>
        <Button onClick={() => openBookshelf({ libraryId, kind, query, pageSize })}>{t.retry}</Button>
      </div>
    ) : (
      <div className="sk-bookshelf__loading">
        <Spinner size={36} label={t.loading} />
      </div>
    )
  }
  if (total === 0) return <>{empty}</>

  const style = {
    height: virtualizer.getTotalSize(),
    '--sk-card-w': `${layout.cardWidth}px`,
    '--sk-cover-w': `${layout.coverWidth}px`,
    '--sk-cover-h': `${layout.coverHeight}px`,
  } as CSSProperties
  return (
    <>
      <ul
        className={`sk-grid${selectedIds.size ? ' sk-selecting' : ''}`}
        aria-label={label}
        style={style}
        onKeyDown={onKeyDown}
      >
        {virtualRows.flatMap((row) =>
          rowIndexes(row.index, layout, total).map((index, column) => (
            <li
              key={index}
              className="sk-grid__cell"
              // Plain offsets, not transforms: a transform per card makes the browser's compositing work grow.
              style={{
                insetInlineStart: layout.inset + column * (layout.cardWidth + layout.gap),
                top: row.start,
              }}
            >
              <GridCell
                index={index}
                entry={bookshelfEntryAt(index)}
                libraryId={libraryId}
                selectable={selectable}
                selectedIds={selectedIds}
                onToggleSelect={onToggleSelect}
                imageWidth={imageWidth}
                view={view}
                sortBy={query.sort}
              />
            </li>
          )),
        )}
      </ul>
      {state.error ? (
        <p className="sk-bookshelf__message sk-bookshelf__message--floating" role="alert">
          {state.error}
        </p>
      ) : null}
    </>
  )
}

function GridCell({
  index,
  entry,
  libraryId,
  selectable,
  selectedIds,
  onToggleSelect,
  imageWidth,
  view,
  sortBy,
}: {
  index: number
  entry: ShelfEntry | null
  libraryId: string
  selectable: boolean
  selectedIds: ReadonlySet<string>
  onToggleSelect(item: LibraryItemMinified, index: number, shiftKey: boolean): void
  imageWidth: number
  view: BookshelfView
  sortBy: string | null
}) {
  if (!entry) return <div className="sk-card sk-card--skeleton" aria-busy="true" />
  switch (entry.kind) {
    case 'items': {
      const item = entry.entity
      if (item.mediaType === 'book' && item.collapsedSeries)
        return (
          <CollapsedSeriesCard
            item={item}
            series={item.collapsedSeries}
            index={index}
            imageWidth={imageWidth}
          />
        )
      return (
        <ItemCard
          item={item}
          index={index}
          selectable={selectable}
          selected={selectedIds.has(item.id)}
          onToggleSelect={onToggleSelect}
          imageWidth={imageWidth}
          view={view}
          sortBy={sortBy}
        />
      )
    }
    case 'series': {
      return <SeriesCard libraryId={libraryId} series={entry.entity} index={index} imageWidth={imageWidth} />
    }
    case 'collections':
      return <CollectionCard collection={entry.entity} index={index} imageWidth={imageWidth} />
    case 'playlists':
      return <PlaylistCard playlist={entry.entity} index={index} imageWidth={imageWidth} />
    case 'authors':
      return <AuthorCard author={entry.entity} index={index} imageWidth={imageWidth} />
  }
}

/**
 * A store's value for rendering as a transition: pages of cards arriving while the user scrolls render in slices
 * React can interrupt (a store read with `useStore` renders at once, all cards in one task). A change `urgent` picks
 * renders at once: a transition that starts while the app is still starting (the user, the libraries, the filter
 * data arriving) is thrown away and started again by each of those, holding the first cards back.
 */
function useStoreInTransitions<T>(store: ReadableAtom<T>, urgent: (next: T, previous: T) => boolean): T {
  const [value, setValue] = useState(() => store.get())
  useEffect(() => {
    setValue(store.get())
    return store.listen((next, previous) => {
      if (previous !== undefined && urgent(next, previous)) setValue(next)
      else startTransition(() => setValue(next))
    })
  }, [store, urgent])
  return value
}

/** A new list, or the first answer of one: its first cards show at once. */
const opensList = (next: BookshelfState, previous: BookshelfState) =>
  next.key !== previous.key || (previous.total === null && next.total !== null)

function rowIndexes(row: number, layout: GridLayout, total: number): number[] {
  const first = row * layout.columns
  const count = Math.max(0, Math.min(layout.columns, total - first))
  return Array.from({ length: count }, (_, offset) => first + offset)
}

function selectableItem(item: LibraryItemMinified): SelectableItem {
  return {
    id: item.id,
    mediaType: item.mediaType,
    hasTracks: item.mediaType === 'podcast' || item.media.numTracks > 0,
  }
}

/** The selectable item at a position of the open bookshelf (collapsed series and unloaded slots are not). */
function selectableAt(index: number): SelectableItem | null {
  const entry = bookshelfEntryAt(index)
  if (entry?.kind !== 'items') return null
  const item = entry.entity
  if (item.mediaType === 'book' && item.collapsedSeries) return null
  return selectableItem(item)
}

/** Arrow keys move between cards, Home/End to the row's ends, Ctrl+Home/End to the list's ends. */
function keyboardTarget(event: KeyboardEvent, from: number, columns: number, total: number): number | null {
  const rowStart = from - (from % columns)
  let to: number
  switch (event.key) {
    case 'ArrowRight':
      to = from + 1
      break
    case 'ArrowLeft':
      to = from - 1
      break
    case 'ArrowDown':
      to = from + columns
      break
    case 'ArrowUp':
      to = from - columns
      break
    case 'Home':
      to = event.ctrlKey ? 0 : rowStart
      break
    case 'End':
      to = event.ctrlKey ? total - 1 : Math.min(total - 1, rowStart + columns - 1)
      break
    default:
      return null
  }
  if (event.key === 'ArrowDown' && to >= total && from < total - 1 && rowStart + columns < total)
    to = total - 1
  return to >= 0 && to < total && to !== from ? to : null
}

/**
 * The scroll box's width and height, kept current through resizes: the window below the box when it starts in the
 * window's upper half (an app under its bar), else the whole window (an embed far down a long page).
 */
function useViewport(scroller: React.RefObject<HTMLDivElement | null>): Viewport | null {
  const [viewport, setViewport] = useState<Viewport | null>(null)
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => {
      const rect = element.getBoundingClientRect()
      const pageTop = Math.max(0, Math.round(rect.top + window.scrollY))
      const top = pageTop <= window.innerHeight / 2 ? pageTop : 0
      const height = window.innerHeight - top
      const width = element.clientWidth || rect.width
      setViewport((previous) =>
        previous && previous.width === width && previous.height === height && previous.top === top
          ? previous
          : { width, height, top },
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [scroller])
  return viewport
}
