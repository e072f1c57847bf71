import { atom } from 'nanostores'
import { shared } from './registry'
import { readJson, STORAGE_KEYS, writeJson } from './storage'

/** Per-browser preferences (never sent to the server), stored as JSON under `userSettings`. */
export interface UserSettings {
  orderBy: string
  orderDesc: boolean
  filterBy: string
  playbackRate: number
  playbackRateIncrementDecrement: number
  bookshelfCoverSize: number
  collapseSeries: boolean
  collapseBookSeries: boolean
  showSubtitles: boolean
  useChapterTrack: boolean
  seriesSortBy: string
  seriesSortDesc: boolean
  seriesFilterBy: string
  authorSortBy: string
  authorSortDesc: boolean
  jumpForwardAmount: number
  jumpBackwardAmount: number
}

/** Spec 01 §3 "User settings" defaults. */
export const USER_SETTINGS_DEFAULTS: Readonly<UserSettings> = Object.freeze({
  orderBy: 'media.metadata.title',
  orderDesc: false,
  filterBy: 'all',
  playbackRate: 1,
  playbackRateIncrementDecrement: 0.1,
  bookshelfCoverSize: 120,
  collapseSeries: false,
  collapseBookSeries: false,
  showSubtitles: false,
  useChapterTrack: false,
  seriesSortBy: 'name',
  seriesSortDesc: false,
  seriesFilterBy: 'all',
  authorSortBy: 'name',
  authorSortDesc: false,
  jumpForwardAmount: 10,
  jumpBackwardAmount: 10,
})

/**
 * The stored settings over the defaults. Only known keys holding a value of the default's type are taken;
 * unreadable storage is logged and the defaults kept (spec 01 §8).
 */
export function readStoredUserSettings(): UserSettings {
  const stored = readJson(STORAGE_KEYS.userSettings, (error) => {
    console.error('Failed to load user settings from browser storage', error)
  })
  return mergeSettings(USER_SETTINGS_DEFAULTS, stored)
}

function mergeSettings(base: Readonly<UserSettings>, changes: unknown): UserSettings {
  const merged: UserSettings = { ...base }
  if (!changes || typeof changes !== 'object') return merged
  const record = changes as Record<string, unknown>
  const target = merged as unknown as Record<string, unknown>
  for (const key of Object.keys(USER_SETTINGS_DEFAULTS) as (keyof UserSettings)[]) {
    const value = record[key]
    if (value !== undefined && typeof value === typeof USER_SETTINGS_DEFAULTS[key]) target[key] = value
  }
  return merged
}

export const $userSettings = shared('userSettings', () => atom<UserSettings>(readStoredUserSettings()))

/** Applies the known, well-typed changes; saves and notifies only when something changed. Returns whether it did. */
export function updateUserSettings(changes: Partial<UserSettings>): boolean {
  const current = $userSettings.get()
  const next = mergeSettings(current, changes)
  const changed = (Object.keys(next) as (keyof UserSettings)[]).some((key) => next[key] !== current[key])
  if (!changed) return false
  $userSettings.set(next)
  writeJson(STORAGE_KEYS.userSettings, next)
  return true
}

/** Re-reads the stored settings (e.g. after another tab changed them). */
export function reloadUserSettings(): void {
  $userSettings.set(readStoredUserSettings())
}
