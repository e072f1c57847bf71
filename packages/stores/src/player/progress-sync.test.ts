import { ApiError, type SyncBody } from '@shelfkit/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProgressSync } from './progress-sync'

interface Harness {
  sync: ProgressSync
  sent: SyncBody[]
  failing: number
  lost: number
  answer: (outcome: 'ok' | Error) => void
}

/** A sync scheduler whose sends resolve or fail as the test says (the next answer applies to every send). */
function harness(): Harness {
  const state: Harness = {
    sent: [],
    failing: 0,
    lost: 0,
    answer: (outcome) => {
      next = outcome
    },
    sync: null as unknown as ProgressSync,
  }
  let next: 'ok' | Error = 'ok'
  state.sync = new ProgressSync({
    send: (body) => {
      state.sent.push(body)
      return next === 'ok' ? Promise.resolve('OK') : Promise.reject(next)
    },
    onFailing: () => state.failing++,
    onSessionLost: () => state.lost++,
  })
  return state
}

/** `seconds` ticks of one second each, the position moving with them. */
function play(h: Harness, from: number, seconds: number) {
  for (let i = 1; i <= seconds; i++) h.sync.tick(1, from + i, 100)
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('progress sync timing (spec 01 §4 "Player", §9)', () => {
  it('sends the first sync after 20 s of listening, then every 10 s', () => {
    const h = harness()
    play(h, 0, 19)
    expect(h.sent).toHaveLength(0)
    play(h, 19, 1)
    expect(h.sent).toEqual([{ timeListened: 20, currentTime: 20, duration: 100 }])
    play(h, 20, 9)
    expect(h.sent).toHaveLength(1)
    play(h, 29, 1)
    expect(h.sent[1]).toEqual({ timeListened: 10, currentTime: 30, duration: 100 })
  })

  it('skips a sync when the position moved less than 1 s, and tries again on the next tick (spec 01 §5)', () => {
    const h = harness()
    play(h, 0, 20)
    for (let i = 0; i < 10; i++) h.sync.tick(1, 20.5, 100)
    expect(h.sent).toHaveLength(1)
    h.sync.tick(1, 21, 100)
    expect(h.sent[1]).toEqual({ timeListened: 11, currentTime: 21, duration: 100 })
  })

  it('a seek while paused syncs at once unless the position barely moved (spec 01 §4)', () => {
    const h = harness()
    expect(h.sync.sync(50, 100)).toBe(true)
    expect(h.sent[0]).toEqual({ timeListened: 0, currentTime: 50, duration: 100 })
    expect(h.sync.sync(50.4, 100)).toBe(false)
  })
})

describe('sync failures (spec 01 §8 "Four consecutive progress-sync failures")', () => {
  it('raises the warning on the fourth failure in a row, then counts again from zero', async () => {
    const h = harness()
    h.answer(new ApiError({ kind: 'network', method: 'POST', url: '/api/session/s/sync' }))
    play(h, 0, 20)
    play(h, 20, 30)
    await Promise.resolve()
    await Promise.resolve()
    expect(h.sent).toHaveLength(4)
    expect(h.failing).toBe(1)
    play(h, 50, 30)
    await Promise.resolve()
    expect(h.failing).toBe(1)
    play(h, 80, 10)
    await Promise.resolve()
    expect(h.failing).toBe(2)
  })

  it('a success resets the count', async () => {
    const h = harness()
    h.answer(new Error('timeout'))
    play(h, 0, 40)
    await Promise.resolve()
    h.answer('ok')
    play(h, 40, 10)
    await Promise.resolve()
    h.answer(new Error('timeout'))
    play(h, 50, 30)
    await Promise.resolve()
    expect(h.sent).toHaveLength(7)
    expect(h.failing).toBe(0)
  })

  it('keeps the listening time of failed syncs and sends it with the next one', async () => {
    const h = harness()
    h.answer(new Error('down'))
    play(h, 0, 30)
    await Promise.resolve()
    h.answer('ok')
    play(h, 30, 10)
    expect(h.sent.at(-1)).toEqual({ timeListened: 40, currentTime: 40, duration: 100 })
  })

  it('a 404 means the server lost the session', async () => {
    const h = harness()
    h.answer(new ApiError({ kind: 'http', status: 404, method: 'POST', url: '/api/session/s/sync' }))
    play(h, 0, 20)
    await Promise.resolve()
    expect(h.lost).toBe(1)
  })
})

describe('close report (spec 01 §5 "close-session report")', () => {
  it('carries listening data only above 20 s', () => {
    const h = harness()
    play(h, 0, 20)
    play(h, 20, 15)
    expect(h.sync.takeCloseReport(35, 100)).toBeNull()
    play(h, 35, 21)
    expect(h.sync.takeCloseReport(56, 100)).toBeNull()
  })

  it('reports unsent listening above 20 s, including that of failed syncs', async () => {
    const h = harness()
    h.answer(new Error('down'))
    play(h, 0, 25)
    await Promise.resolve()
    expect(h.sync.takeCloseReport(25, 100)).toEqual({ timeListened: 25, currentTime: 25, duration: 100 })
  })

  it('a new session of the same item reports the pending listening on the next tick', () => {
    const h = harness()
    play(h, 0, 5)
    h.sync.continueInNewSession()
    h.sync.tick(1, 6, 100)
    expect(h.sent).toEqual([{ timeListened: 6, currentTime: 6, duration: 100 }])
  })
})
