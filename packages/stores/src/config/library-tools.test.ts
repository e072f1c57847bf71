import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Task } from '@shelfkit/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import { createLibrary, deleteLibrary } from './libraries'
import {
  latestLibraryTask,
  libraryToolsMessages,
  matchAllBooks,
  removeLibraryMetadataFiles,
} from './library-tools'

const lastToast = () => $toasts.get().at(-1)

describe('library tasks', () => {
  it("finds the library's latest scan or match-all task", () => {
    const task = (id: string, action: string, libraryId: string, startedAt: number) =>
      ({ id, action, data: { libraryId }, startedAt }) as unknown as Task
    const tasks = [
      task('a', 'library-scan', 'L1', 1),
      task('b', 'library-match-all', 'L1', 3),
      task('c', 'library-scan', 'L2', 5),
      task('d', 'embed-metadata', 'L1', 9),
    ]
    expect(latestLibraryTask(tasks, 'L1')?.id).toBe('b')
    expect(latestLibraryTask(tasks, 'L3')).toBeNull()
  })

  it('counts removed metadata files in the plural form of the number', () => {
    const { removedJson, removedAbs } = libraryToolsMessages.get()
    expect(removedJson(1)).toBe('1 metadata.json file removed')
    expect(removedJson(3)).toBe('3 metadata.json files removed')
    expect(removedAbs(2)).toBe('2 metadata.abs files removed')
  })
})

describe('library tools against the demo server', () => {
  let folder: string
  let libraryId = ''
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const { directories } = await getClient().server.fileSystem()
    folder = join(directories[0]!.path, '..', `library-tools-test-${Date.now()}`)
    for (const show of ['Show A', 'Show B']) {
      mkdirSync(join(folder, show), { recursive: true })
      writeFileSync(join(folder, show, 'metadata.abs'), ';ABMETADATA1\ntitle=Show\n')
    }
    const library = await createLibrary({
      name: 'Tools test',
      mediaType: 'podcast',
      folders: [{ fullPath: folder }],
    })
    libraryId = library!.id
    await getClient().libraries.scan(libraryId)
    // The scan answers at once; its items arrive a moment later.
    for (let attempt = 0; attempt < 150; attempt++) {
      if ((await getClient().libraries.items(libraryId)).total === 2) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  afterAll(async () => {
    if (libraryId) await deleteLibrary(libraryId)
    signOut()
  })

  it('removes every metadata.abs file and says how many; none of the other kind', async () => {
    expect(await removeLibraryMetadataFiles(libraryId, 'abs')).toEqual({ found: 2, removed: 2 })
    expect(lastToast()).toMatchObject({ type: 'success', message: '2 metadata.abs files removed' })
    expect(existsSync(join(folder, 'Show A', 'metadata.abs'))).toBe(false)
    expect(existsSync(join(folder, 'Show B', 'metadata.abs'))).toBe(false)

    expect(await removeLibraryMetadataFiles(libraryId, 'json')).toEqual({ found: 0, removed: 0 })
    expect(lastToast()).toMatchObject({ type: 'info', message: 'No metadata.json files found in library' })
  })

  it('starts match all for admins; a user gets the 403 and the error toasts', async () => {
    expect(await matchAllBooks(libraryId)).toBe(true)
    signOut()
    await signIn('user', 'user')
    try {
      const books = (await getClient().libraries.list()).libraries.find(
        (library) => library.mediaType === 'book',
      )!
      expect(await matchAllBooks(books.id)).toBe(false)
      expect(lastToast()?.type).toBe('error')
      expect(await removeLibraryMetadataFiles(books.id, 'json')).toBeNull()
      expect(lastToast()).toMatchObject({ type: 'error', message: 'Error removing metadata.json files' })
    } finally {
      signOut()
      await signIn('root', 'root')
    }
  })
})
