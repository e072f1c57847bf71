import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import { createLibrary, libraryFoldersProblem, updateLibrary } from './libraries'

describe('library form (spec 02 §5 messages)', () => {
  it("needs at least one folder path: 'Must have at least one path'", () => {
    expect(libraryFoldersProblem([])).toBe('Must have at least one path')
    expect(libraryFoldersProblem([{ fullPath: '  ' }])).toBe('Must have at least one path')
    expect(libraryFoldersProblem([{ fullPath: '/audiobooks' }])).toBeNull()
    // A change that leaves the folders alone is no problem.
    expect(libraryFoldersProblem(undefined)).toBeNull()
  })
})

describe('library form against the demo server', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
  })
  afterAll(() => signOut())

  it('creates nothing and changes nothing without a folder, saying why', async () => {
    const client = getClient()
    const before = (await client.libraries.list()).libraries.length
    expect(await createLibrary({ name: 'No folders', mediaType: 'book', folders: [] })).toBeNull()
    expect($toasts.get().at(-1)).toMatchObject({ type: 'error', message: 'Must have at least one path' })
    expect((await client.libraries.list()).libraries.length).toBe(before)

    const folders = (await client.libraries.get(BOOK_LIBRARY_ID)).folders
    expect(folders.length).toBeGreaterThan(0)
    expect(await updateLibrary(BOOK_LIBRARY_ID, { folders: [] })).toBeNull()
    expect((await client.libraries.get(BOOK_LIBRARY_ID)).folders).toEqual(folders)
  })
})
