import type { LibrarySettings } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'

/**
 * The Settings tab's "Mark media item as finished when": time remaining (seconds) or percent complete; the server
 * keeps one of `markAsFinishedTimeRemaining` and `markAsFinishedPercentComplete`, the other null.
 */
export const librarySettingsMessages = storeMessages('config.librarySettings', {
  percentRange: 'Enter a number between 0 and 100',
  secondsRange: 'Enter a number of seconds of 0 or more',
})

export type MarkFinishedWhen = 'timeRemaining' | 'percentComplete'

export interface MarkFinishedRule {
  when: MarkFinishedWhen
  /** As typed. */
  value: string
}

/** The rule of saved settings: percent complete when that alone is set, otherwise time remaining (10 s default). */
export function markFinishedRuleOf(
  settings: Pick<LibrarySettings, 'markAsFinishedTimeRemaining' | 'markAsFinishedPercentComplete'>,
): MarkFinishedRule {
  const { markAsFinishedTimeRemaining: seconds, markAsFinishedPercentComplete: percent } = settings
  const when: MarkFinishedWhen = !seconds && percent ? 'percentComplete' : 'timeRemaining'
  return { when, value: String(seconds || percent || 10) }
}

/** The rule in the settings' two fields; a switch to percent caps the value at 100, as the official tab does. */
export function withMarkFinishedRule(settings: LibrarySettings, rule: MarkFinishedRule): LibrarySettings {
  const value = Number(rule.value)
  return {
    ...settings,
    markAsFinishedTimeRemaining: rule.when === 'timeRemaining' ? value : null,
    markAsFinishedPercentComplete: rule.when === 'percentComplete' ? value : null,
  }
}

/** What the server would refuse: a percentage outside 0–100, a negative or missing number of seconds. */
export function markFinishedProblem(rule: MarkFinishedRule): string | null {
  const value = Number(rule.value)
  const messages = librarySettingsMessages.get()
  if (rule.when === 'percentComplete') {
    return rule.value.trim() === '' || Number.isNaN(value) || value < 0 || value > 100
      ? messages.percentRange
      : null
  }
  return rule.value.trim() === '' || Number.isNaN(value) || value < 0 ? messages.secondsRange : null
}
