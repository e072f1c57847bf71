import { afterEach, describe, expect, it } from 'vitest'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { $currentLibraryId } from '../libraries'
import { configureServer, getClient, signIn, signOut } from '../session'
import { ensureCurrentLibrary } from './library-switch'

async function requestCounts(): Promise<Record<string, number>> {
  const response = await fetch(`${demoServerUrl}/api/demo/requests`, {
    headers: { Authorization: `Bearer ${getClient().http.tokens.get().accessToken}` },
  })
  return ((await response.json()) as { counts: Record<string, number> }).counts
}

afterEach(async () => {
  await signOut()
})

describe('current library at start-up (spec 01 §4 library rules)', () => {
  it('asked twice while the first answer is on its way, loads the library list and the library once', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const before = await requestCounts()
    const [first, second] = await Promise.all([
      ensureCurrentLibrary(BOOK_LIBRARY_ID),
      ensureCurrentLibrary(BOOK_LIBRARY_ID),
    ])
    expect([first, second]).toEqual([BOOK_LIBRARY_ID, BOOK_LIBRARY_ID])
    expect($currentLibraryId.get()).toBe(BOOK_LIBRARY_ID)
    const after = await requestCounts()
    const made = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
    expect(made('GET /api/libraries')).toBeLessThanOrEqual(1)
    expect(made(`GET /api/libraries/${BOOK_LIBRARY_ID}`)).toBe(1)
  })
})
