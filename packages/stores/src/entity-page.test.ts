import { describe, expect, it } from 'vitest'
import { createEntityPage } from './entity-page'

interface Thing {
  id: string
  name: string
}

function pageOf(names: Record<string, string>) {
  const loads: string[] = []
  const page = createEntityPage<Thing>({
    load: async (_client, id) => {
      loads.push(id)
      if (!(id in names)) throw new Error('missing')
      return { id, name: names[id]! }
    },
    idOf: (thing) => thing.id,
    fallbackMessage: 'Failed to load thing',
  })
  return { page, loads }
}

describe('entity pages', () => {
  it('loads the opened entity and never shows the previous one for another id', async () => {
    const { page } = pageOf({ a: 'Alpha', b: 'Beta' })
    await page.open('a')
    expect(page.$state.get()).toMatchObject({ status: 'ready', data: { name: 'Alpha' } })
    const opening = page.open('b')
    expect(page.$state.get()).toMatchObject({ status: 'loading', data: null })
    await opening
    expect(page.current()).toEqual({ id: 'b', name: 'Beta' })
  })

  it('takes live replacements only for the open entity', async () => {
    const { page } = pageOf({ a: 'Alpha' })
    await page.open('a')
    page.replace({ id: 'other', name: 'Other' })
    expect(page.current()?.name).toBe('Alpha')
    page.replace({ id: 'a', name: 'Renamed' })
    expect(page.current()?.name).toBe('Renamed')
    page.update((thing) => ({ ...thing, name: `${thing.name}!` }))
    expect(page.current()?.name).toBe('Renamed!')
  })

  it('reports removal until another entity opens or the page closes', async () => {
    const { page } = pageOf({ a: 'Alpha', b: 'Beta' })
    page.markRemoved()
    expect(page.$removed.get()).toBe(false)
    await page.open('a')
    page.markRemoved()
    expect(page.$removed.get()).toBe(true)
    await page.open('b')
    expect(page.$removed.get()).toBe(false)
    page.markRemoved()
    page.close()
    expect(page.$removed.get()).toBe(false)
    expect(page.$id.get()).toBeNull()
  })

  it('shows the fallback message when loading fails', async () => {
    const { page } = pageOf({})
    await page.open('nope')
    expect(page.$state.get()).toMatchObject({ status: 'error', error: 'Failed to load thing' })
  })
})
