/// <reference path="./cronstrue-locales.d.ts" />
import { atom, onMount } from 'nanostores'
import { $language } from '../i18n/language'

/** cronstrue's locale file for each interface language it has one for (the others describe schedules in English). */
const LOCALES: Record<string, [name: string, load: () => Promise<unknown>]> = {
  ar: ['ar', () => import('cronstrue/locales/ar')],
  be: ['be', () => import('cronstrue/locales/be')],
  bg: ['bg', () => import('cronstrue/locales/bg')],
  ca: ['ca', () => import('cronstrue/locales/ca')],
  cs: ['cs', () => import('cronstrue/locales/cs')],
  da: ['da', () => import('cronstrue/locales/da')],
  de: ['de', () => import('cronstrue/locales/de')],
  es: ['es', () => import('cronstrue/locales/es')],
  fa: ['fa', () => import('cronstrue/locales/fa')],
  fi: ['fi', () => import('cronstrue/locales/fi')],
  fr: ['fr', () => import('cronstrue/locales/fr')],
  he: ['he', () => import('cronstrue/locales/he')],
  hr: ['hr', () => import('cronstrue/locales/hr')],
  hu: ['hu', () => import('cronstrue/locales/hu')],
  it: ['it', () => import('cronstrue/locales/it')],
  ja: ['ja', () => import('cronstrue/locales/ja')],
  nl: ['nl', () => import('cronstrue/locales/nl')],
  no: ['nb', () => import('cronstrue/locales/nb')],
  pl: ['pl', () => import('cronstrue/locales/pl')],
  'pt-br': ['pt_BR', () => import('cronstrue/locales/pt_BR')],
  ro: ['ro', () => import('cronstrue/locales/ro')],
  ru: ['ru', () => import('cronstrue/locales/ru')],
  sk: ['sk', () => import('cronstrue/locales/sk')],
  sl: ['sl', () => import('cronstrue/locales/sl')],
  sv: ['sv', () => import('cronstrue/locales/sv')],
  tr: ['tr', () => import('cronstrue/locales/tr')],
  uk: ['uk', () => import('cronstrue/locales/uk')],
  'vi-vn': ['vi', () => import('cronstrue/locales/vi')],
  'zh-cn': ['zh_CN', () => import('cronstrue/locales/zh_CN')],
  'zh-tw': ['zh_TW', () => import('cronstrue/locales/zh_TW')],
}

/**
 * The cronstrue locale that describes schedules in the interface language: `en` until that language's locale file
 * has loaded (on demand, while something shows a description).
 */
export const $cronLocale = atom('en')

onMount($cronLocale, () =>
  $language.subscribe((language) => {
    const locale = LOCALES[language]
    if (!locale) return $cronLocale.set('en')
    const [name, load] = locale
    load().then(
      () => {
        if ($language.get() === language) $cronLocale.set(name)
      },
      (error: unknown) => console.warn(`Could not load the ${language} schedule descriptions`, error),
    )
  }),
)
