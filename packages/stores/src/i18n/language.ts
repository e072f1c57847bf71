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
  /** The language an embedding page declares (`lang` on an element or its ancestors); null in the app. */
  page?: string | null
}

/** Right-to-left interface languages. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa', 'he']

export const isRightToLeft = (code: string) => RTL_LANGUAGES.includes(code)

/** The BCP 47 tag of one of our codes, for a `lang` attribute: `en-us` → `en-US`, `zh-tw` → `zh-TW`. */
export const languageTag = (code: string): string =>
  code.replace(/-([a-z]+)$/, (_, region: string) => `-${region.toUpperCase()}`)

/** The writing direction of a language, for a `dir` attribute. */
export const textDirection = (code: string): 'rtl' | 'ltr' => (isRightToLeft(code) ? 'rtl' : 'ltr')

/** Tags of other spellings that name one of our languages ('nb' and 'nn' are Norwegian, 'zh-Hant' Taiwan's). */
const TAG_ALIASES: Record<string, string> = {
  en: 'en-us',
  pt: 'pt-br',
  vi: 'vi-vn',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  nb: 'no',
  nn: 'no',
  iw: 'he',
}

/** Our language code for a BCP 47 tag (`de-AT` → de, `pt-BR` → pt-br, `zh-Hant-TW` → zh-tw), or null. */
export function languageOfTag(tag: string | null | undefined): string | null {
  const lower = tag?.trim().toLowerCase().replace(/_/g, '-')
  if (!lower) return null
  const parts = lower.split('-')
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('-')
    if (isKnownLanguage(candidate)) return candidate
    if (TAG_ALIASES[candidate]) return TAG_ALIASES[candidate]
  }
  return null
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
  const choice = { ...$languageChoice.get(), server: code }
  $languageChoice.set({ ...choice, current: languageInUse(choice) })
}

/**
 * The user's choice first; then, for elements on another site, the language the page declares; then the server's
 * when it differs from the default (spec 01 §5); else en-us.
 */
function languageInUse(choice: LanguageChoice): string {
  if (choice.local) return choice.local
  if (choice.page) return choice.page
  if (choice.server && choice.server !== DEFAULT_LANGUAGE) return choice.server
  return DEFAULT_LANGUAGE
}

/**
 * An embedding page's language: the `lang` of an element or its nearest ancestor (the page's `<html lang>`), used
 * when the user has not chosen one. A tag we have no catalogue for is ignored.
 */
export function applyPageLanguage(tag: string | null | undefined): void {
  const code = languageOfTag(tag)
  const choice = { ...$languageChoice.get(), page: code }
  $languageChoice.set({ ...choice, current: languageInUse(choice) })
}
