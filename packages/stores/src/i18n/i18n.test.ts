import { afterEach, describe, expect, it, vi } from 'vitest'
import { passwordChangeProblem } from '../account/account'
import { formatDatePattern } from '../date-format'
import { quickMatchMessage } from '../reactions'
import { describeCron } from '../schedule/cron'
import { $cronLocale } from '../schedule/cron-locale'
import { areaOf, CORE_AREA } from './areas'
import { followLanguage, i18n, storeMessages } from './i18n'
import { $languageChoice, setLanguage } from './language'

afterEach(() => {
  vi.restoreAllMocks()
  setLanguage('en-us')
})

describe('messages', () => {
  it('read outside components give the en-us text, and a language whose catalogue cannot load keeps it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const messages = storeMessages('test.i18n', { hello: 'Hello' })
    expect(messages.get().hello).toBe('Hello')
    $languageChoice.set({ current: 'xx-missing', local: null, server: null })
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('xx-missing'), expect.anything()),
    )
    expect(messages.get().hello).toBe('Hello')
  })

  it('switch language at once: store messages, ordinals and plural forms follow when the catalogue arrives', async () => {
    expect(passwordChangeProblem('a', 'b', 'c')).toBe('Passwords do not match')
    setLanguage('de')
    await vi.waitFor(() =>
      expect(passwordChangeProblem('a', 'b', 'c')).toBe('Die Passwörter stimmen nicht überein'),
    )
    expect(formatDatePattern(new Date(2024, 2, 3), 'MMMM do, yyyy')).toBe('März 3., 2024')
    setLanguage('ar')
    await vi.waitFor(() => expect(passwordChangeProblem('a', 'b', 'c')).toBe('كلمتا المرور غير متطابقتين'))
    // Arabic's plural forms: two, and many for 11.
    expect(quickMatchMessage({ updates: 2, unmatched: 11 }).split('\n')).toEqual([
      'اكتملت المطابقة السريعة الجماعية!',
      'تم تحديث عنصرين',
      '11 عنصرًا بلا تطابق',
    ])
    setLanguage('ja')
    await vi.waitFor(() => expect(passwordChangeProblem('a', 'b', 'c')).toBe('パスワードが一致しません'))
  })

  it('a component of another catalogue part gets its messages when it mounts, not before', async () => {
    expect(areaOf('author.edit')).toBe('editing')
    expect(areaOf('shell.sideRail')).toBe(CORE_AREA)
    setLanguage('de')
    await vi.waitFor(() => expect(passwordChangeProblem('a', 'b', 'c')).toMatch(/Passwörter/))
    const dialog = i18n('author.edit', { title: 'Edit Author' })
    expect(dialog.get().title).toBe('Edit Author')
    const stop = dialog.listen(() => {})
    await vi.waitFor(() => expect(dialog.get().title).toBe('Autor bearbeiten'))
    stop()
  })

  it('describes schedules in the language once its cronstrue locale has loaded', async () => {
    const stop = $cronLocale.listen(() => {})
    expect(describeCron('30 4 * * 1')).toMatch(/^At 04:30/)
    setLanguage('de')
    await vi.waitFor(() => expect($cronLocale.get()).toBe('de'))
    expect(describeCron('30 4 * * 1')).toMatch(/^Um 04:30/)
    stop()
  })

  it('lang and dir follow the language once its text is there, and stay when its catalogue cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const attributes = new Map<string, string>()
    const element = { setAttribute: (name: string, value: string) => attributes.set(name, value) }
    const stop = followLanguage(element as unknown as Element)
    const messages = storeMessages('test.shown', { hello: 'Hello' })
    expect(Object.fromEntries(attributes)).toEqual({ lang: 'en-US', dir: 'ltr' })
    setLanguage('ar')
    await vi.waitFor(() => expect(Object.fromEntries(attributes)).toEqual({ lang: 'ar', dir: 'rtl' }))
    expect(messages.get().hello).toBe('Hello')
    setLanguage('fa')
    await vi.waitFor(() => expect(Object.fromEntries(attributes)).toEqual({ lang: 'fa', dir: 'rtl' }))
    // A language whose catalogue cannot load: the page stays as it is, text and direction alike.
    $languageChoice.set({ current: 'xx-missing', local: null, server: null })
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(Object.fromEntries(attributes)).toEqual({ lang: 'fa', dir: 'rtl' })
    setLanguage('en-us')
    expect(Object.fromEntries(attributes)).toEqual({ lang: 'en-US', dir: 'ltr' })
    stop()
  })
})
