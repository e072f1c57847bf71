import { type Chapter, type ChapterLookup, errorMessage, type LibraryItem, searchApi } from '@shelfkit/client'
import { atom, computed } from 'nanostores'
import { storeMessages } from '../../i18n/i18n'
import { shared } from '../../registry'
import { getClient } from '../../session'
import { readString, STORAGE_KEYS, writeString } from '../../storage'
import { showToast } from '../../toasts'
import {
  type ChapterPattern,
  type ChapterRow,
  chapterPayload,
  chapterProblems,
  chaptersChanged,
  insertRowBelow,
  patternTitle,
  removeRow,
  rowsFromLookup,
  rowsFromTracks,
  rowsOfChapters,
  shiftedRows,
  validBulkCount,
  withBulkRows,
  withLookupTitles,
  withoutBranding,
} from './chapter-rules'
import { editableItem, editCall } from './edit-call'
import { $itemEdit, ITEM_EDIT_MESSAGES } from './modal'

/** The chapter editor's texts: the validation catalogue's (spec 02 §5) and the official editor's. */
export const chapterMessages = storeMessages('item.edit.chapters', {
  firstNotZero: 'First chapter must start at 0',
  startGteDuration: 'Invalid start time must be less than audiobook duration',
  startLtPrev: 'Invalid start time must be greater than or equal to previous chapter start time',
  titlesRequired: 'Chapters must have titles',
  bulkCount: 'Enter a number between 1 and 150',
  shiftLast:
    'Invalid shift amount. The last chapter start time would extend beyond the duration of this audiobook.',
  shiftFirst:
    'Invalid shift amount. The first chapter would have zero or negative length and would be overwritten by the second chapter. Increase the start duration of second chapter.',
  updated: 'Chapters updated',
  removed: 'Chapters removed',
  removeFailed: 'Failed to remove',
  updateFailed: 'Failed to update',
  asinRequired: 'ASIN is required',
  lookupFailed: 'Failed to load data',
  asinCheck: 'Ensure you are using the ASIN from the correct Audible region, not Amazon.',
})

/** The lookup's answers in words (the server's string keys). */
const LOOKUP_REFUSALS: Record<string, string> = {
  MessageInvalidAsin: 'Invalid ASIN',
  MessageChaptersNotFound: 'Chapters not found',
}

/** Audible regions the chapter lookup offers (official editor), stored as typed. */
export const AUDIBLE_REGIONS = ['US', 'CA', 'UK', 'AU', 'FR', 'DE', 'JP', 'IT', 'IN', 'ES'] as const
export const LOOKUP_TIMEOUT_MS = 30_000

export interface ChapterDraft {
  itemId: string
  /** Seconds: no chapter may start at or after it. */
  duration: number
  /** The chapters as the server has them. */
  saved: readonly Chapter[]
  rows: readonly ChapterRow[]
}

export const $chapterDraft = shared('itemEdit.chapters', () => atom<ChapterDraft | null>(null))
/** Each row's problem (a message key of chapterMessages), or null. */
export const $chapterProblems = shared('itemEdit.chapterProblems', () =>
  computed($chapterDraft, (draft) => (draft ? chapterProblems(draft.rows, draft.duration) : [])),
)
export const $chaptersChanged = shared('itemEdit.chaptersChanged', () =>
  computed($chapterDraft, (draft) => !!draft && chaptersChanged(draft.rows, draft.saved)),
)

/**
 * Follows the modal's book: a new book starts a new draft; the same book saved elsewhere replaces the draft only
 * when nothing was edited here (edits are kept, now compared with what the server has).
 */
export function followChapterDraft(item: LibraryItem): void {
  if (item.mediaType !== 'book') {
    $chapterDraft.set(null)
    return
  }
  const draft = $chapterDraft.get()
  const { chapters, duration } = item.media
  if (draft?.itemId === item.id) {
    if (draft.saved === chapters) return
    const edited = chaptersChanged(draft.rows, draft.saved)
    $chapterDraft.set({
      ...draft,
      duration,
      saved: chapters,
      rows: edited ? draft.rows : rowsOfChapters(chapters),
    })
    return
  }
  $chapterDraft.set({ itemId: item.id, duration, saved: chapters, rows: rowsOfChapters(chapters) })
}

function change(update: (rows: readonly ChapterRow[], duration: number) => readonly ChapterRow[]): void {
  const draft = $chapterDraft.get()
  if (draft) $chapterDraft.set({ ...draft, rows: update(draft.rows, draft.duration) })
}

export function setChapterStart(index: number, start: number): void {
  change((rows) => rows.map((row, i) => (i === index ? { ...row, start } : row)))
}

export function setChapterTitle(index: number, title: string): void {
  change((rows) => rows.map((row, i) => (i === index ? { ...row, title } : row)))
}

export const insertChapterBelow = (index: number) =>
  change((rows, duration) => insertRowBelow(rows, index, duration))
export const removeChapterRow = (index: number) => change((rows) => removeRow(rows, index))

/** Back to the chapters as saved. */
export function resetChapterDraft(): void {
  const draft = $chapterDraft.get()
  if (draft) $chapterDraft.set({ ...draft, rows: rowsOfChapters(draft.saved) })
}

/** Moves every chapter but the first; a shift that breaks the rules is refused with the reason. */
export function shiftChapters(amount: number): boolean {
  const draft = $chapterDraft.get()
  if (!draft || !Number.isFinite(amount)) return false
  const shifted = shiftedRows(draft.rows, amount, draft.duration)
  if (typeof shifted === 'string') {
    showToast({ type: 'error', message: chapterMessages.get()[shifted] })
    return false
  }
  $chapterDraft.set({ ...draft, rows: shifted })
  return true
}

export function setChaptersFromTracks(item: LibraryItem): void {
  if (item.mediaType === 'book') change(() => rowsFromTracks(item.media.audioFiles))
}

/** Adds one chapter titled as typed after the last. */
export const addChapterTitled = (title: string) =>
  change((rows, duration) => withBulkRows(rows, [title], duration))

/** Adds `count` chapters numbered by the pattern; a count outside 1 to 150 is refused with the catalogue's words. */
export function addNumberedChapters(pattern: ChapterPattern, count: number): boolean {
  if (!validBulkCount(count)) {
    showToast({ type: 'error', message: chapterMessages.get().bulkCount })
    return false
  }
  const titles = Array.from({ length: count }, (_, offset) => patternTitle(pattern, offset))
  change((rows, duration) => withBulkRows(rows, titles, duration))
  return true
}

/** The first rule the draft breaks, in words, and the row breaking it; null when it may be saved. */
export function chapterDraftProblem(draft: ChapterDraft): { index: number; message: string } | null {
  const messages = chapterMessages.get()
  const problems = chapterProblems(draft.rows, draft.duration)
  const index = problems.findIndex(Boolean)
  if (index >= 0) return { index, message: messages[problems[index]!] }
  const untitled = draft.rows.findIndex((row) => !row.title.trim())
  return untitled >= 0 ? { index: untitled, message: messages.titlesRequired } : null
}

/**
 * Saves the draft (`POST /api/items/{id}/chapters`) when it breaks no rule; otherwise says which rule and sends
 * nothing. Resolves the index of the row to fix, or null.
 */
export async function saveChapterDraft(): Promise<number | null> {
  const draft = $chapterDraft.get()
  if (!draft || !editableItem()) return null
  const problem = chapterDraftProblem(draft)
  if (problem) {
    showToast({ type: 'error', message: problem.message })
    return problem.index
  }
  const messages = chapterMessages.get()
  const answer = await editCall(
    (client, item) => client.items.saveChapters(item.id, chapterPayload(draft.rows, draft.duration)),
    { failure: messages.updateFailed },
  )
  if (answer?.updated) showToast({ type: 'success', message: messages.updated })
  else if (answer) showToast({ type: 'info', message: ITEM_EDIT_MESSAGES.noUpdates })
  const saved = $itemEdit.get()?.item
  if (answer && saved) followChapterDraft(saved)
  return null
}

/** Removes every chapter of the book on the server (after the caller's confirmation). */
export async function removeAllChapters(): Promise<boolean> {
  const messages = chapterMessages.get()
  const answer = await editCall((client, item) => client.items.saveChapters(item.id, []), {
    failure: messages.removeFailed,
  })
  if (answer?.updated) showToast({ type: 'success', message: messages.removed })
  else if (answer) showToast({ type: 'info', message: ITEM_EDIT_MESSAGES.noUpdates })
  const saved = $itemEdit.get()?.item
  if (answer && saved) {
    $chapterDraft.set(null)
    followChapterDraft(saved)
  }
  return !!answer
}

export type ChapterLookupResult =
  | { data: ChapterLookup }
  /** The server's refusal ('Invalid ASIN', 'Chapters not found') with the hint about Audible regions. */
  | { refusal: string; hint: string }
  | { failure: string }

export function defaultAudibleRegion(): string {
  const stored = readString(STORAGE_KEYS.audibleRegion)
  return stored && (AUDIBLE_REGIONS as readonly string[]).includes(stored) ? stored : 'US'
}

/** `GET /api/search/chapters`: Audible's chapters for an ASIN in a region, branding taken out on request. */
export async function lookupChapters(
  asin: string,
  region: string,
  removeBranding: boolean,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<ChapterLookupResult> {
  const messages = chapterMessages.get()
  if (!asin.trim()) {
    showToast({ type: 'error', message: messages.asinRequired })
    return { refusal: messages.asinRequired, hint: '' }
  }
  writeString(STORAGE_KEYS.audibleRegion, region)
  try {
    const answer = await getClient().area(searchApi).chapters(asin.trim(), region, { timeoutMs })
    if ('error' in answer)
      return { refusal: LOOKUP_REFUSALS[answer.stringKey] ?? answer.error, hint: messages.asinCheck }
    if (!Array.isArray(answer.chapters)) return { failure: messages.lookupFailed }
    return { data: removeBranding ? withoutBranding(answer) : answer }
  } catch (error) {
    console.error('Failed to get chapter data', error)
    const message = errorMessage(error, messages.lookupFailed)
    showToast({ type: 'error', message })
    return { failure: message }
  }
}

/** The looked-up chapters replace the rows ('Apply Chapters'). */
export const applyLookedUpChapters = (data: ChapterLookup) =>
  change((_rows, duration) => {
    const rows = rowsFromLookup(data, duration)
    return rows.length ? rows : _rows
  })

/** Only the looked-up titles go onto the rows ('Map Chapter Titles'). */
export const mapLookedUpTitles = (data: ChapterLookup) => change((rows) => withLookupTitles(rows, data))
