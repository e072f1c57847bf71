import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeMessages } from './i18n'
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
})
