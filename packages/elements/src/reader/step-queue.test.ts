import { describe, expect, it } from 'vitest'
import { createStepQueue } from './step-queue'

const tick = () => new Promise((done) => setTimeout(done, 5))

describe('a step queue (page turns asked for while a book is still busy)', () => {
  it('starts each step once the one before it has settled, in the order given', async () => {
    const queue = createStepQueue()
    const events: string[] = []
    let finishFirst = () => {}
    const first = queue.run(
      () =>
        new Promise<string>((done) => {
          events.push('first started')
          finishFirst = () => done('first')
        }),
    )
    const second = queue.run(() => {
      events.push('second started')
      return 'second'
    })
    await tick()
    expect(events).toEqual(['first started'])
    finishFirst()
    expect(await Promise.all([first, second])).toEqual(['first', 'second'])
    expect(events).toEqual(['first started', 'second started'])
  })

  it('a failed step rejects its own promise and the next step still runs', async () => {
    const queue = createStepQueue()
    const failed = queue.run(() => Promise.reject(new Error('no such place')))
    const next = queue.run(() => 'turned')
    await expect(failed).rejects.toThrow('no such place')
    expect(await next).toBe('turned')
  })
})
