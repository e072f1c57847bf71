import { describe, expect, it } from 'vitest'
import { type HotkeyEventLike, playerHotkeyAction } from './hotkeys'

const press = (code: string, extra: Partial<HotkeyEventLike> = {}): HotkeyEventLike => ({
  code,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: { tagName: 'BODY' },
  ...extra,
})

describe('player hotkeys (spec 01 §9)', () => {
  it('maps the keys of the spec', () => {
    expect(playerHotkeyAction(press('Space'))).toBe('togglePlay')
    expect(playerHotkeyAction(press('ArrowRight'))).toBe('jumpForward')
    expect(playerHotkeyAction(press('ArrowLeft'))).toBe('jumpBackward')
    expect(playerHotkeyAction(press('ArrowUp'))).toBe('volumeUp')
    expect(playerHotkeyAction(press('ArrowDown'))).toBe('volumeDown')
    expect(playerHotkeyAction(press('KeyM'))).toBe('toggleMute')
    expect(playerHotkeyAction(press('KeyL'))).toBe('showChapters')
    expect(playerHotkeyAction(press('ArrowUp', { shiftKey: true }))).toBe('increaseRate')
    expect(playerHotkeyAction(press('ArrowDown', { shiftKey: true }))).toBe('decreaseRate')
    expect(playerHotkeyAction(press('Escape'))).toBe('close')
    expect(playerHotkeyAction(press('KeyQ'))).toBeNull()
  })

  it('ignores keys typed into inputs, selects, buttons, textareas and rich-text editors (spec 01 §5)', () => {
    for (const tagName of ['INPUT', 'SELECT', 'BUTTON', 'TEXTAREA', 'trix-editor'])
      expect(playerHotkeyAction(press('Space', { target: { tagName } }))).toBeNull()
    expect(
      playerHotkeyAction(press('Space', { target: { tagName: 'DIV', isContentEditable: true } })),
    ).toBeNull()
  })

  it("leaves keys to a page's own audio or video element that has focus", () => {
    for (const tagName of ['AUDIO', 'VIDEO'])
      expect(playerHotkeyAction(press('Space', { target: { tagName } }))).toBeNull()
  })

  it('leaves chords with Ctrl, Alt or Meta to the browser', () => {
    expect(playerHotkeyAction(press('ArrowLeft', { altKey: true }))).toBeNull()
    expect(playerHotkeyAction(press('KeyL', { ctrlKey: true }))).toBeNull()
  })
})
