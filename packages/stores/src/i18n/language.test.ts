import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshBrowser, reloadPage } from '../../test/reload'

beforeEach(() => freshBrowser())
afterEach(() => vi.restoreAllMocks())

const load = () => import('./language')

describe('interface language (spec 01 §5, spec 02 §4, §9 "Languages")', () => {
  it('§9 defaults to en-us and knows the 37 interface codes only', async () => {
    const { $language, isKnownLanguage, LANGUAGE_CODES } = await load()
    expect($language.get()).toBe('en-us')
    expect(LANGUAGE_CODES).toHaveLength(37)
    expect(isKnownLanguage('pt-br')).toBe(true)
    expect(isKnownLanguage('pt')).toBe(false)
    expect(isKnownLanguage('EN-US')).toBe(false)
  })

  it('§5 a chosen language is stored under lang and used after a reload', async () => {
    const first = await load()
    expect(first.setLanguage('de')).toBe(true)
    expect(first.$language.get()).toBe('de')
    reloadPage()
    const { $language } = await load()
    expect($language.get()).toBe('de')
  })

  it('§5 an unknown code is refused with a console warning and the language stays', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { $language, setLanguage } = await load()
    setLanguage('fr')
    expect(setLanguage('xx-yy')).toBe(false)
    expect($language.get()).toBe('fr')
    expect(warned).toHaveBeenCalledTimes(1)
  })

  it('§5 an invalid stored language falls back to the default with a console warning', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { writeString, readString } = await import('../storage')
    writeString('lang', 'klingon')
    reloadPage()
    const { $language, $languageChoice } = await load()
    expect($language.get()).toBe('en-us')
    expect($languageChoice.get().local).toBeNull()
    expect(warned).toHaveBeenCalledTimes(1)
    expect(readString('lang')).toBe('en-us')
  })

  it('§5 the server language applies when the user has no local choice and it differs from the default', async () => {
    const { $language, applyServerLanguage } = await load()
    applyServerLanguage('nl')
    expect($language.get()).toBe('nl')
  })

  it('§5 the server language never overrides a local choice', async () => {
    const { $language, applyServerLanguage, setLanguage } = await load()
    setLanguage('sv')
    applyServerLanguage('nl')
    expect($language.get()).toBe('sv')
  })

  it('§5 an unknown server language is ignored with a warning', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { $language, applyServerLanguage } = await load()
    applyServerLanguage('zz')
    expect($language.get()).toBe('en-us')
    expect(warned).toHaveBeenCalled()
  })
})

describe('the language of an embedding page (elements)', () => {
  it('maps the page’s tags to our codes', async () => {
    const { languageOfTag } = await load()
    expect(languageOfTag('de-AT')).toBe('de')
    expect(languageOfTag('pt-BR')).toBe('pt-br')
    expect(languageOfTag('pt-PT')).toBe('pt-br')
    expect(languageOfTag('zh-Hant-TW')).toBe('zh-tw')
    expect(languageOfTag('zh-Hans')).toBe('zh-cn')
    expect(languageOfTag('nb-NO')).toBe('no')
    expect(languageOfTag('en-GB')).toBe('en-us')
    expect(languageOfTag('vi')).toBe('vi-vn')
    expect(languageOfTag('tlh')).toBeNull()
    expect(languageOfTag('')).toBeNull()
  })

  it('applies the page’s language unless the user chose one, and before the server’s', async () => {
    const { $language, applyPageLanguage, applyServerLanguage, setLanguage } = await load()
    applyServerLanguage('nl')
    applyPageLanguage('fr-CA')
    expect($language.get()).toBe('fr')
    applyPageLanguage('tlh')
    expect($language.get()).toBe('nl')
    setLanguage('ja')
    applyPageLanguage('fr')
    expect($language.get()).toBe('ja')
  })

  it('knows which languages read right to left', async () => {
    const { isRightToLeft } = await load()
    expect(['ar', 'fa', 'he'].every(isRightToLeft)).toBe(true)
    expect(isRightToLeft('de')).toBe(false)
  })
})

describe('lang and dir attributes', () => {
  it('give BCP 47 tags and the writing direction', async () => {
    const { languageTag, textDirection } = await load()
    expect(languageTag('en-us')).toBe('en-US')
    expect(languageTag('zh-tw')).toBe('zh-TW')
    expect(languageTag('de')).toBe('de')
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('ja')).toBe('ltr')
  })
})
