import { atom, computed } from 'nanostores'
import { shared } from '../registry'
import { readString, STORAGE_KEYS, writeString } from '../storage'

export const DEFAULT_LANGUAGE = 'en-us'

/** Interface language codes (spec 02 §9 "Languages"). */
export const LANGUAGE_CODES: readonly string[] = [
  'ar',
  'be',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'en-us',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'gu',
  'he',
  'hi',
  'hr',
  'hu',
  'it',
  'ja',
  'lt',
  'nl',
  'no',
  'pl',
  'pt-br',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'tr',
  'uk',
  'vi-vn',
  'zh-cn',
  'zh-tw',
]

export function isKnownLanguage(code: unknown): code is string {
  return typeof code === 'string' && LANGUAGE_CODES.includes(code)
}

export interface LanguageChoice {
  /** The language in use. */
  current: string
  /** What the user picked on this browser (stored under `lang`); null when they never chose. */
  local: string | null
  /** The server's default language, once known. */
  server: string | null
}

function initialChoice(): LanguageChoice {
  const stored = readString(STORAGE_KEYS.language)
  if (stored === null) return { current: DEFAULT_LANGUAGE, local: null, server: null }
  if (!isKnownLanguage(stored)) {
    console.warn(`Invalid stored language code "${stored}", using ${DEFAULT_LANGUAGE}`)
    writeString(STORAGE_KEYS.language, DEFAULT_LANGUAGE)
    return { current: DEFAULT_LANGUAGE, local: null, server: null }
  }
  return { current: stored, local: stored, server: null }
}

export const $languageChoice = shared('language', () => atom<LanguageChoice>(initialChoice()))

/** The language code in use. */
export const $language = shared('language.current', () =>
  computed($languageChoice, (choice) => choice.current),
)

/** The user's own choice: stored and applied when known; an unknown code keeps the current one with a warning. */
export function setLanguage(code: string): boolean {
  if (!isKnownLanguage(code)) {
    console.warn(`Invalid language code "${code}"`)
    return false
  }
  writeString(STORAGE_KEYS.language, code)
  $languageChoice.set({ ...$languageChoice.get(), current: code, local: code })
  return true
}

/**
 * The server's default language (from /status or the login payload) applies only when the user has not chosen
 * one on this browser and it differs from the default (spec 01 §5).
 */
export function applyServerLanguage(code: string | null | undefined): void {
  if (!code) return
  if (!isKnownLanguage(code)) {
    console.warn(`Invalid server language code "${code}"`)
    return
  }
  const choice = $languageChoice.get()
  const current = choice.local === null && code !== DEFAULT_LANGUAGE ? code : choice.current
  $languageChoice.set({ ...choice, server: code, current })
}
