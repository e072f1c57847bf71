import { describe, expect, it } from 'vitest'
import { readerHotkeyAction } from './hotkeys'

const press = (key: string, target: { tagName: string } | null = { tagName: 'DIV' }, ctrlKey = false) =>
  readerHotkeyAction({ key, ctrlKey, altKey: false, metaKey: false, target })

describe('e-reader hotkeys (spec 02 §2 "E-reader": ArrowRight and ArrowLeft page, Escape closes)', () => {
  it('pages with the arrows and closes with Escape', () => {
    expect(press('ArrowRight')).toBe('next')
    expect(press('ArrowLeft')).toBe('previous')
    expect(press('Escape')).toBe('close')
    expect(press('ArrowUp')).toBeNull()
  })

  it('keys typed into a field or with a modifier are not the reader’s', () => {
    expect(press('ArrowRight', { tagName: 'INPUT' })).toBeNull()
    expect(press('Escape', { tagName: 'TEXTAREA' })).toBeNull()
    expect(press('ArrowLeft', { tagName: 'SELECT' })).toBeNull()
    expect(press('ArrowRight', null, true)).toBeNull()
  })

  it('the reader’s own buttons keep the hotkeys (a click on a page turn must not stop the arrows)', () => {
    expect(press('ArrowRight', { tagName: 'BUTTON' })).toBe('next')
  })
})
