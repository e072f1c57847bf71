import { errorMessage } from '@shelfkit/client'
import { Cron } from 'croner'
import cronstrue from 'cronstrue'
import { storeMessages } from '../i18n/i18n'
import { getClient } from '../session'
import { $cronLocale } from './cron-locale'

/**
 * Cron schedules (spec 02 §5: 5 fields; §9: presets) as the official builder offers them: an interval preset, every
 * day at a time, chosen weekdays at a time, or an advanced expression the server validates.
 */
export const cronMessages = storeMessages('schedule.cron', {
  every12Hours: 'Every 12 hours',
  every6Hours: 'Every 6 hours',
  every2Hours: 'Every 2 hours',
  everyHour: 'Every hour',
  every30Minutes: 'Every 30 minutes',
  every15Minutes: 'Every 15 minutes',
  everyMinute: 'Every minute',
  fieldCount: 'Invalid cron expression: it takes 5 fields (minute hour day month weekday)',
  invalid: 'Invalid cron expression',
  hour: 'Invalid hour must be 0-23',
  minute: 'Invalid minute must be 0-59',
  weekdays: 'Choose at least one weekday',
})

/** The interval presets, with the message that names each. */
export const CRON_PRESETS = [
  { name: 'every12Hours', expression: '0 */12 * * *' },
  { name: 'every6Hours', expression: '0 */6 * * *' },
  { name: 'every2Hours', expression: '0 */2 * * *' },
  { name: 'everyHour', expression: '0 * * * *' },
  { name: 'every30Minutes', expression: '*/30 * * * *' },
  { name: 'every15Minutes', expression: '*/15 * * * *' },
  { name: 'everyMinute', expression: '* * * * *' },
] as const

/** What the builder shows: `weekly` runs on chosen weekdays, `daily` every day, `preset` one of CRON_PRESETS. */
export type CronMode = 'weekly' | 'daily' | 'preset' | 'advanced'

export interface CronBuilderState {
  mode: CronMode
  /** 0 = Sunday … 6 = Saturday, as cron counts them. */
  weekdays: number[]
  hour: number
  minute: number
  /** The expression itself (the preset's, or the advanced text as typed). */
  expression: string
}

export const DEFAULT_CRON = '0 0 * * *'

const isWhole = (text: string) => /^\d+$/.test(text)

/** Reads an expression into the builder's state: a preset, a daily or weekly time, else the advanced view. */
export function cronStateOf(expression: string | null | undefined): CronBuilderState {
  const value = expression?.trim() || ''
  const blank: CronBuilderState = { mode: 'weekly', weekdays: [], hour: 0, minute: 0, expression: value }
  if (!value) return { ...blank, expression: DEFAULT_CRON }
  if (CRON_PRESETS.some((preset) => preset.expression === value)) return { ...blank, mode: 'preset' }
  const fields = value.split(/\s+/)
  const [minute, hour, day, month, weekday] = fields
  const simple =
    fields.length === 5 &&
    isWhole(minute) &&
    isWhole(hour) &&
    Number(minute) <= 59 &&
    Number(hour) <= 23 &&
    day === '*' &&
    month === '*' &&
    (weekday === '*' || weekday.split(',').every((d) => isWhole(d) && Number(d) <= 6))
  if (!simple) return { ...blank, mode: 'advanced' }
  const time = { hour: Number(hour), minute: Number(minute) }
  if (weekday === '*') return { ...blank, ...time, mode: 'daily', weekdays: [0, 1, 2, 3, 4, 5, 6] }
  const weekdays = [...new Set(weekday.split(',').map(Number))].sort((a, b) => a - b)
  return { ...blank, ...time, mode: 'weekly', weekdays }
}

/** The problem with the builder's time or weekdays, or null. */
export function cronBuilderProblem(state: CronBuilderState): string | null {
  if (state.mode === 'advanced') return cronSyntaxProblem(state.expression)
  if (state.mode === 'preset') return null
  if (!Number.isInteger(state.hour) || state.hour < 0 || state.hour > 23) return cronMessages.get().hour
  if (!Number.isInteger(state.minute) || state.minute < 0 || state.minute > 59)
    return cronMessages.get().minute
  if (state.mode === 'weekly' && state.weekdays.length === 0) return cronMessages.get().weekdays
  return null
}

/** The expression the builder's state stands for, or null while it has a problem. */
export function cronExpressionOf(state: CronBuilderState): string | null {
  if (cronBuilderProblem(state)) return null
  if (state.mode === 'preset' || state.mode === 'advanced')
    return state.expression.trim().split(/\s+/).join(' ')
  const everyDay = state.mode === 'daily' || state.weekdays.length === 7
  const days = everyDay ? '*' : [...state.weekdays].sort((a, b) => a - b).join(',')
  return `${state.minute} ${state.hour} * * ${days}`
}

/** Spec 02 §5: a schedule takes exactly 5 fields, each one cron understands. */
export function cronSyntaxProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean)
  if (fields.length !== 5) return cronMessages.get().fieldCount
  try {
    new Cron(fields.join(' '), { paused: true })
    return null
  } catch {
    return cronMessages.get().invalid
  }
}

/**
 * The expression in words ('At 04:30, only on Monday'), or null when it cannot be read: in the interface language
 * while something subscribes to `$cronLocale`, which loads the language's descriptions.
 */
export function describeCron(expression: string): string | null {
  if (cronSyntaxProblem(expression)) return null
  try {
    return cronstrue.toString(expression, {
      use24HourTimeFormat: true,
      verbose: false,
      locale: $cronLocale.get(),
    })
  } catch {
    return null
  }
}

/** When the schedule runs next after `from` (local time), or null. */
export function nextCronRun(expression: string, from = new Date()): Date | null {
  if (cronSyntaxProblem(expression)) return null
  return new Cron(expression, { paused: true }).nextRun(from) ?? null
}

/**
 * Asks the server whether it accepts the expression (`POST /api/validate-cron`, what the official builder does before
 * saving an advanced expression): null when it does, else the server's words or a local reason.
 */
export async function validateCronOnServer(expression: string): Promise<string | null> {
  const local = cronSyntaxProblem(expression)
  if (local) return local
  try {
    await getClient().server.validateCron(expression.trim().split(/\s+/).join(' '))
    return null
  } catch (error) {
    return errorMessage(error, cronMessages.get().invalid)
  }
}
