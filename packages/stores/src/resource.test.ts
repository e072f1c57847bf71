import { ApiError } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { createResource } from './resource'

describe('page resources', () => {
  it('goes loading → ready with the data', async () => {
    const resource = createResource(async () => ({ title: 'Book One' }))
    const seen: string[] = []
    resource.$state.subscribe((state) => seen.push(state.status))
    await resource.load()
    expect(seen).toEqual(['idle', 'loading', 'ready'])
    expect(resource.$state.get().data).toEqual({ title: 'Book One' })
  })

  it("shows the server's text, else the fallback (spec 02 §7: 'Failed to fetch book')", async () => {
    const withText = createResource(async () => {
      throw new ApiError({
        kind: 'http',
        method: 'GET',
        url: '/api/items/x',
        status: 404,
        serverText: 'Not Found',
      })
    }, 'Failed to fetch book')
    await withText.load()
    expect(withText.$state.get()).toMatchObject({ status: 'error', error: 'Not Found', data: null })

    const silent = createResource(async () => {
      throw new ApiError({ kind: 'http', method: 'GET', url: '/api/items/x', status: 500 })
    }, 'Failed to fetch book')
    await silent.load()
    expect(silent.$state.get().error).toBe('Failed to fetch book')
  })

  it('ignores the answer of a load that a newer load replaced', async () => {
    const answers: Array<(value: string) => void> = []
    const resource = createResource(
      (_client, _signal) => new Promise<string>((resolve) => answers.push(resolve)),
    )
    const first = resource.load()
    const second = resource.load()
    answers[1]?.('new')
    answers[0]?.('old')
    await Promise.all([first, second])
    expect(resource.$state.get().data).toBe('new')
  })

  it('applies live changes to loaded data', async () => {
    const resource = createResource(async () => ({ progress: 0.1 }))
    await resource.load()
    resource.update((data) => ({ ...data, progress: 0.5 }))
    expect(resource.$state.get().data).toEqual({ progress: 0.5 })
  })
})
