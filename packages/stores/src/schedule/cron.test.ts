import { errorMessage } from '@shelfkit/client'
import { afterAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import {
  CRON_PRESETS,
  cronBuilderProblem,
  cronExpressionOf,
  cronMessages,
  cronStateOf,
  cronSyntaxProblem,
  DEFAULT_CRON,
  describeCron,
  nextCronRun,
  validateCronOnServer,
} from './cron'

describe('cron builder state (spec 02 §9 presets, the official builder’s views)', () => {
  it('offers the spec’s seven interval presets', () => {
    expect(CRON_PRESETS.map((preset) => cronMessages.get()[preset.name])).toEqual([
      'Every 12 hours',
      'Every 6 hours',
      'Every 2 hours',
      'Every hour',
      'Every 30 minutes',
      'Every 15 minutes',
      'Every minute',
    ])
  })

  it('reads presets, daily and weekly times, and anything else as advanced', () => {
    expect(cronStateOf('0 */6 * * *').mode).toBe('preset')
    expect(cronStateOf('30 4 * * *')).toMatchObject({ mode: 'daily', hour: 4, minute: 30 })
    expect(cronStateOf('5 22 * * 5,1')).toMatchObject({
      mode: 'weekly',
      weekdays: [1, 5],
      hour: 22,
      minute: 5,
    })
    expect(cronStateOf('0 0 1 * *').mode).toBe('advanced')
    expect(cronStateOf('*/5 9-17 * * 1-5').mode).toBe('advanced')
    expect(cronStateOf(null)).toMatchObject({ expression: DEFAULT_CRON })
  })

  it('builds the expression back, and refuses a bad hour, minute or no weekday', () => {
    const weekly = cronStateOf('5 22 * * 1,5')
    expect(cronExpressionOf(weekly)).toBe('5 22 * * 1,5')
    expect(cronExpressionOf({ ...weekly, weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe('5 22 * * *')
    expect(cronBuilderProblem({ ...weekly, hour: 24 })).toBe(cronMessages.get().hour)
    expect(cronBuilderProblem({ ...weekly, minute: 60 })).toBe(cronMessages.get().minute)
    expect(cronBuilderProblem({ ...weekly, weekdays: [] })).toBe(cronMessages.get().weekdays)
    expect(cronExpressionOf({ ...weekly, weekdays: [] })).toBeNull()
  })

  it('takes exactly 5 fields (spec 02 §5): 4 or 6 are refused with the reason', () => {
    expect(cronSyntaxProblem('0 * * *')).toBe(cronMessages.get().fieldCount)
    expect(cronSyntaxProblem('0 0 * * * *')).toBe(cronMessages.get().fieldCount)
    expect(cronSyntaxProblem('61 * * * *')).toBe(cronMessages.get().invalid)
    expect(cronSyntaxProblem(' 0  3 * * 1 ')).toBeNull()
    expect(cronStateOf('0 3 * * 1 *').mode).toBe('advanced')
  })

  it('says a schedule in words and when it runs next', () => {
    expect(describeCron('30 4 * * 1,3')).toBe('At 04:30, only on Monday and Wednesday')
    expect(describeCron('0 */12 * * *')).toMatch(/every 12 hours/i)
    expect(describeCron('0 * * *')).toBeNull()
    const next = nextCronRun('0 */12 * * *', new Date(2026, 0, 1, 5, 0))
    expect(next && [next.getHours(), next.getMinutes()]).toEqual([12, 0])
  })
})

describe('server validation (POST /api/validate-cron)', () => {
  afterAll(() => signOut())

  it('accepts what the server’s scheduler accepts and shows its words otherwise', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    expect(await validateCronOnServer('15 3 * * 0')).toBeNull()
    expect(await validateCronOnServer('0 3 * *')).toBe(cronMessages.get().fieldCount)
    // The server's own refusal, in its words (the builder shows them for an expression it sends).
    const refused = await getClient()
      .server.validateCron('0 25 * * *')
      .catch((error: unknown) => errorMessage(error, 'no words'))
    expect(refused).toBe('Invalid cron expression')
  })
})
