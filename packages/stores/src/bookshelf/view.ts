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

/** The view a server setting number names (unknown numbers: standard). */
export function viewOfNumber(value: number | null | undefined): BookshelfView {
  return BOOKSHELF_VIEWS.find((view) => BOOKSHELF_VIEW_NUMBERS[view] === value) ?? 'standard'
}

/**
 * The signed-in user's bookshelf view: their own choice (kept per user in this browser), else the server's
 * bookshelf view setting, else standard.
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

/**
 * Lines of text under a card's cover: title and authors (standard); title, authors and the line of the current sort
 * (detail: added date, duration, size…); title and published year (author). The grid's row height follows, so
 * every view keeps the virtual grid's budgets.
 */
export function cardTextLines(view: BookshelfView): number {
  return view === 'detail' ? 3 : 2
}
