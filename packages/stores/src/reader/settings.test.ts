import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshBrowser, reloadPage } from '../../test/reload'
import { mergeReaderSettings, READER_SETTINGS_DEFAULTS, readerThemeFor } from './settings'

beforeEach(() => freshBrowser())
afterEach(() => vi.restoreAllMocks())

const load = () => import('./settings')

describe('e-reader settings (spec 02 §3 "E-reader settings", §4, §5 "E-reader controls", §8)', () => {
  it('§3 without stored settings every setting has its default', async () => {
    const { $readerSettings } = await load()
    expect($readerSettings.get()).toEqual({
      theme: 'dark',
      font: 'serif',
      fontScale: 100,
      lineSpacing: 115,
      fontBoldness: 100,
      spread: 'auto',
      textStroke: 0,
    })
  })

  it('§4 a change is saved under ereaderSettings at once and read back after a reload', async () => {
    const first = await load()
    expect(first.updateReaderSettings({ theme: 'sepia', fontScale: 150 })).toBe(true)
    expect(first.updateReaderSettings({ theme: 'sepia' })).toBe(false)
    const { readJson } = await import('../storage')
    expect(readJson('ereaderSettings')).toMatchObject({ theme: 'sepia', fontScale: 150 })
    reloadPage()
    const { $readerSettings } = await load()
    expect($readerSettings.get()).toMatchObject({ theme: 'sepia', fontScale: 150, lineSpacing: 115 })
  })

  it('§5 numbers are kept within their range and step', () => {
    const merged = mergeReaderSettings(READER_SETTINGS_DEFAULTS, {
      fontScale: 2,
      lineSpacing: 999,
      fontBoldness: 123,
    })
    expect(merged).toMatchObject({ fontScale: 5, lineSpacing: 300, fontBoldness: 125 })
    expect(mergeReaderSettings(READER_SETTINGS_DEFAULTS, { fontBoldness: -10 }).fontBoldness).toBe(0)
  })

  it('§3 unknown keys, unknown choices and values of the wrong type are ignored', () => {
    const merged = mergeReaderSettings(READER_SETTINGS_DEFAULTS, {
      theme: 'neon',
      font: 'sans-serif',
      spread: 'none',
      fontScale: '120',
      lineSpacing: Number.NaN,
      bogus: true,
    })
    expect(merged).toEqual({ ...READER_SETTINGS_DEFAULTS, font: 'sans-serif', spread: 'none' })
    expect(mergeReaderSettings(READER_SETTINGS_DEFAULTS, [1, 2])).toEqual(READER_SETTINGS_DEFAULTS)
  })

  it('§8 unreadable stored settings are logged and ignored', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { writeString } = await import('../storage')
    writeString('ereaderSettings', '{"theme": "light",')
    reloadPage()
    const { $readerSettings } = await load()
    expect($readerSettings.get()).toEqual(READER_SETTINGS_DEFAULTS)
    expect(logged).toHaveBeenCalledOnce()
  })

  it('§4 the theme is forced to dark for pdf and comics; the formats whose text flows follow it', () => {
    expect(readerThemeFor('epub', { theme: 'light' })).toBe('light')
    expect(readerThemeFor('azw3', { theme: 'sepia' })).toBe('sepia')
    expect(readerThemeFor('cbr', { theme: 'light' })).toBe('dark')
    expect(readerThemeFor('pdf', { theme: 'light' })).toBe('dark')
    expect(readerThemeFor('cbz', { theme: 'sepia' })).toBe('dark')
  })
})
