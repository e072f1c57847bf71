import { atom, computed } from 'nanostores'
import { shared } from '../registry'
import { $serverSettings, $user } from '../session'
import { readJson, writeJson } from '../storage'

/** Spec 02 §9 "Bookshelf view options": standard, detail and author. */
export type BookshelfView = 'standard' | 'detail' | 'author'
export const BOOKSHELF_VIEWS: readonly BookshelfView[] = ['standard', 'detail', 'author']

/** The numbers the server's settings use for them (the official client's BookshelfView constant). */
export const BOOKSHELF_VIEW_NUMBERS: Readonly<Record<BookshelfView, number>> = {
  standard: 0,
  detail: 1,
  author: 2,
}

/** Browser storage of each user's choice: `{ [userId]: view }`. */
export const BOOKSHELF_VIEW_KEY = 'shelfkit:bookshelfView'

const isView = (value: unknown): value is BookshelfView => BOOKSHELF_VIEWS.includes(value as BookshelfView)

function readChoices(): Readonly<Record<string, BookshelfView>> {
  const stored = readJson(BOOKSHELF_VIEW_KEY)
  if (!stored || typeof stored !== 'object') return {}
  return Object.fromEntries(Object.entries(stored).filter(([, view]) => isView(view))) as Record<
    string,
    BookshelfView
  >
}

const $choices = shared('bookshelf.viewChoices', () => atom(readChoices()))

/** The view a server setting number names; without one, the server's default (detail). */
export function viewOfNumber(value: number | null | undefined): BookshelfView {
  return BOOKSHELF_VIEWS.find((view) => BOOKSHELF_VIEW_NUMBERS[view] === value) ?? 'detail'
}

/**
 * The signed-in user's bookshelf view: their own choice (kept per user in this browser), else the server's
 * bookshelf view setting (detail unless an admin changed it).
 */
export const $bookshelfView = shared('bookshelf.view', () =>
  computed([$choices, $user, $serverSettings], (choices, user, settings) => {
    const chosen = user ? choices[user.id] : undefined
    return chosen ?? viewOfNumber(settings?.bookshelfView)
  }),
)

/** Keeps the signed-in user's choice (another user of this browser keeps theirs). */
export function setBookshelfView(view: BookshelfView): void {
  const user = $user.get()
  if (!user || !isView(view)) return
  const next = { ...readChoices(), [user.id]: view }
  $choices.set(next)
  writeJson(BOOKSHELF_VIEW_KEY, next)
}

/** Sorts whose value the detail view shows on a third line under each cover (the official card's sort line). */
export const DETAIL_SORT_LINES: ReadonlySet<string> = new Set([
  'mtimeMs',
  'birthtimeMs',
  'addedAt',
  'media.duration',
  'size',
  'media.numTracks',
  'media.metadata.publishedYear',
  'progress',
  'progress.createdAt',
  'progress.finishedAt',
])

/**
 * Lines of text under a card's cover, as the official views show them: none (standard: the covers alone, the
 * title kept for assistive technology); title and authors, plus the value the list is sorted by when it has one
 * (detail); title and published year (author). The grid's row height follows, so each view keeps the virtual
 * grid's budgets.
 */
export function cardTextLines(view: BookshelfView, sortBy: string | null = null): number {
  if (view === 'standard') return 0
  return view === 'detail' && sortBy !== null && DETAIL_SORT_LINES.has(sortBy) ? 3 : 2
}
