export type PlayerHotkeyAction =
  | 'togglePlay'
  | 'jumpForward'
  | 'jumpBackward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleMute'
  | 'showChapters'
  | 'increaseRate'
  | 'decreaseRate'
  | 'close'

/** Spec 01 §9 "Hotkeys", by `KeyboardEvent.code` (with a `Shift-` prefix when shift is held). */
export const PLAYER_HOTKEYS: Readonly<Record<string, PlayerHotkeyAction>> = {
  Space: 'togglePlay',
  ArrowRight: 'jumpForward',
  ArrowLeft: 'jumpBackward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  KeyM: 'toggleMute',
  KeyL: 'showChapters',
  'Shift-ArrowUp': 'increaseRate',
  'Shift-ArrowDown': 'decreaseRate',
  /** `closePlayer`: leaves the fullscreen player first (spec 01 §4). */
  Escape: 'close',
}

/**
 * Elements where keys belong to the control (spec 01 §5): inputs, selects, buttons, textareas, rich text; and a
 * page's own audio or video with focus, whose controls take Space and the arrows (embedded players).
 */
const TYPING_TAGS = new Set(['INPUT', 'SELECT', 'BUTTON', 'TEXTAREA', 'TRIX-EDITOR', 'AUDIO', 'VIDEO'])

export interface HotkeyTarget {
  tagName?: string
  isContentEditable?: boolean
}

export function isHotkeyExemptTarget(target: HotkeyTarget | null | undefined): boolean {
  if (!target) return false
  if (target.isContentEditable) return true
  return TYPING_TAGS.has((target.tagName ?? '').toUpperCase())
}

export interface HotkeyEventLike {
  code: string
  shiftKey: boolean
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  /** The element that really has focus (`composedPath()[0]` across shadow roots). */
  target: HotkeyTarget | null
}

/** The player action of a key press, or null (other keys, modifier chords, typing in a control). */
export function playerHotkeyAction(event: HotkeyEventLike): PlayerHotkeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null
  if (isHotkeyExemptTarget(event.target)) return null
  const name = event.shiftKey ? `Shift-${event.code}` : event.code
  return PLAYER_HOTKEYS[name] ?? null
}
