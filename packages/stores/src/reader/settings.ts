import { atom } from 'nanostores'
import { shared } from '../registry'
import { readJson, STORAGE_KEYS, writeJson } from '../storage'
import { readerHasSettings } from './file'

export type ReaderTheme = 'dark' | 'sepia' | 'light'
export type ReaderFont = 'serif' | 'sans-serif'
/** `none`: one page at a time; `auto`: two facing pages when the window is wide enough. */
export type ReaderSpread = 'none' | 'auto'

/** Spec 02 §3 "E-reader settings", stored in the browser under `ereaderSettings`. */
export interface ReaderSettings {
  theme: ReaderTheme
  font: ReaderFont
  /** Percent of the book's font size. */
  fontScale: number
  /** Percent line height. */
  lineSpacing: number
  /** Percent of normal weight; not in the visible controls. */
  fontBoldness: number
  spread: ReaderSpread
  textStroke: number
}

export const READER_SETTINGS_DEFAULTS: Readonly<ReaderSettings> = Object.freeze({
  theme: 'dark',
  font: 'serif',
  fontScale: 100,
  lineSpacing: 115,
  fontBoldness: 100,
  spread: 'auto',
  textStroke: 0,
})

export interface NumberRange {
  min: number
  max: number
  step: number
}

/** Spec 02 §5 "E-reader controls": the ranges of the number settings. */
export const READER_SETTING_RANGES = {
  fontScale: { min: 5, max: 300, step: 5 },
  lineSpacing: { min: 100, max: 300, step: 5 },
  fontBoldness: { min: 0, max: 300, step: 5 },
} as const satisfies Record<string, NumberRange>

const CHOICES = {
  theme: ['dark', 'sepia', 'light'],
  font: ['serif', 'sans-serif'],
  spread: ['none', 'auto'],
} as const

/** The nearest step of the range, within it; NaN and other non-numbers give null. */
export function clampToRange(value: unknown, range: NumberRange): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  const stepped = Math.round((value - range.min) / range.step) * range.step + range.min
  return Math.min(range.max, Math.max(range.min, stepped))
}

/**
 * Settings from an unknown value (stored JSON, a change): known keys with a valid value are taken over `base`
 * (numbers clamped to their range and step), anything else is ignored.
 */
export function mergeReaderSettings(base: Readonly<ReaderSettings>, changes: unknown): ReaderSettings {
  const merged: ReaderSettings = { ...base }
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return merged
  const record = changes as Record<string, unknown>
  for (const key of ['theme', 'font', 'spread'] as const) {
    const value = record[key]
    if ((CHOICES[key] as readonly unknown[]).includes(value))
      (merged as unknown as Record<string, unknown>)[key] = value
  }
  for (const key of ['fontScale', 'lineSpacing', 'fontBoldness'] as const) {
    const value = clampToRange(record[key], READER_SETTING_RANGES[key])
    if (value !== null) merged[key] = value
  }
  const stroke = record.textStroke
  if (typeof stroke === 'number' && Number.isFinite(stroke) && stroke >= 0) merged.textStroke = stroke
  return merged
}

/** The stored settings over the defaults; unreadable storage is logged and ignored (spec 02 §8). */
export function readStoredReaderSettings(): ReaderSettings {
  const stored = readJson(STORAGE_KEYS.ereaderSettings, (error) => {
    console.error('Failed to load e-reader settings from browser storage', error)
  })
  return mergeReaderSettings(READER_SETTINGS_DEFAULTS, stored)
}

export const $readerSettings = shared('reader.settings', () =>
  atom<ReaderSettings>(readStoredReaderSettings()),
)

/** Spec 02 §4: settings are saved and applied on each change. Returns whether anything changed. */
export function updateReaderSettings(changes: Partial<ReaderSettings>): boolean {
  const current = $readerSettings.get()
  const next = mergeReaderSettings(current, changes)
  const keys = Object.keys(next) as (keyof ReaderSettings)[]
  if (keys.every((key) => next[key] === current[key])) return false
  $readerSettings.set(next)
  writeJson(STORAGE_KEYS.ereaderSettings, next)
  return true
}

/**
 * Spec 02 §4: the theme is forced to dark for pages that are pictures (pdf, comics); the formats whose text flows
 * (epub, and mobi/azw3 which the spec's reader showed without settings) follow the theme setting.
 */
export function readerThemeFor(format: string, settings: Pick<ReaderSettings, 'theme'>): ReaderTheme {
  return readerHasSettings(format) ? settings.theme : 'dark'
}
