import type { HotkeyTarget } from '../player/hotkeys'

export type ReaderHotkeyAction = 'next' | 'previous' | 'close'

/** Spec 02 §2 "E-reader": ArrowRight and ArrowLeft page, Escape closes. */
export const READER_HOTKEYS: Readonly<Record<string, ReaderHotkeyAction>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Escape: 'close',
}

/**
 * Fields whose keys are their own. Unlike the player's rule, the reader's own buttons (close, contents, page
 * turns) keep the hotkeys: the overlay covers the page, and a click on a button must not stop the arrows paging.
 */
const TYPING_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'TRIX-EDITOR'])

/** The reader's action of a key press, or null: other keys, modifier chords, keys typed into a field. */
export function readerHotkeyAction(event: {
  key: string
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  target: HotkeyTarget | null
}): ReaderHotkeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null
  if (event.target?.isContentEditable || TYPING_TAGS.has((event.target?.tagName ?? '').toUpperCase()))
    return null
  return READER_HOTKEYS[event.key] ?? null
}
