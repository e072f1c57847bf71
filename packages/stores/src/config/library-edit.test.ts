import type { Library } from '@shelfkit/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import { deleteLibrary } from './libraries'
import {
  libraryDraftOf,
  libraryDraftProblems,
  libraryEditTabs,
  libraryUpdatePayload,
  newLibraryDraft,
  saveLibraryDraft,
  withMediaType,
} from './library-edit'
import { metadataSourceRows, precedenceOf } from './library-precedence'
import { markFinishedProblem, markFinishedRuleOf } from './library-settings'

const lastToast = () => $toasts.get().at(-1)

describe('library edit rules', () => {
  it('shows the scanner order for books only and the tools once the library exists', () => {
    expect(libraryEditTabs('book', true)).toEqual(['details', 'settings', 'scanner', 'schedule'])
    expect(libraryEditTabs('podcast', false)).toEqual(['details', 'settings', 'schedule', 'tools'])
  })

  it('asks for a name, a folder, a complete schedule and a mark-as-finished value the server takes', () => {
    const draft = { ...newLibraryDraft(), name: '  ', scheduled: true }
    expect(libraryDraftProblems(draft)).toEqual({
      name: 'Name is required',
      folders: 'Must have at least one path',
      schedule: 'Invalid cron expression',
    })
    expect(markFinishedProblem({ when: 'percentComplete', value: '101' })).toBe(
      'Enter a number between 0 and 100',
    )
    expect(markFinishedProblem({ when: 'timeRemaining', value: '-1' })).toBe(
      'Enter a number of seconds of 0 or more',
    )
    expect(markFinishedProblem({ when: 'timeRemaining', value: '0' })).toBeNull()
    expect(
      markFinishedRuleOf({ markAsFinishedTimeRemaining: null, markAsFinishedPercentComplete: 95 }),
    ).toEqual({
      when: 'percentComplete',
      value: '95',
    })
    // A podcast library takes the podcast provider.
    expect(withMediaType(newLibraryDraft(), 'podcast').provider).toBe('itunes')
  })

  it('keeps the scanner order highest priority first, the sources turned off last, and saves it lowest first', () => {
    const rows = metadataSourceRows(['folderStructure', 'opfFile', 'absMetadata'])
    expect(rows.map((row) => `${row.id}:${row.include}`)).toEqual([
      'absMetadata:true',
      'opfFile:true',
      'folderStructure:true',
      'audioMetatags:false',
      'nfoFile:false',
      'txtFiles:false',
    ])
    expect(precedenceOf([rows[1]!, rows[0]!, ...rows.slice(2)])).toEqual([
      'folderStructure',
      'absMetadata',
      'opfFile',
    ])
  })
})

describe('library edit against the demo server', () => {
  let root: string
  let created: Library | null = null
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const { directories } = await getClient().server.fileSystem()
    root = directories[0]!.path.replace(/\/[^/]+$/, '')
  })
  afterAll(async () => {
    if (created) await deleteLibrary(created.id)
    signOut()
  })

  it('creates a library with every tab’s choices, sends only what changed, and keeps a refused draft', async () => {
    const draft = {
      ...withMediaType(newLibraryDraft(), 'book'),
      name: ' Edited <b>shelf</b> ',
      icon: 'rocket',
      folders: [{ fullPath: `${root}/library-edit-store-test` }],
      scheduled: true,
      markFinished: { when: 'percentComplete' as const, value: '90' },
    }
    draft.settings = {
      ...draft.settings,
      hideSingleBookSeries: true,
      autoScanCronExpression: '0 3 * * 1',
      metadataPrecedence: ['absMetadata', 'folderStructure'],
    }
    created = await saveLibraryDraft(draft, null)
    expect(lastToast()).toMatchObject({ type: 'success', message: 'Library "Edited <b>shelf</b>" created' })
    const saved = await getClient().libraries.get(created!.id)
    expect(saved).toMatchObject({ name: 'Edited <b>shelf</b>', icon: 'rocket', mediaType: 'book' })
    expect(saved.settings).toMatchObject({
      hideSingleBookSeries: true,
      autoScanCronExpression: '0 3 * * 1',
      metadataPrecedence: ['absMetadata', 'folderStructure'],
      markAsFinishedPercentComplete: 90,
      markAsFinishedTimeRemaining: null,
    })

    // Nothing changed: nothing is sent.
    expect(libraryUpdatePayload(libraryDraftOf(saved), saved)).toEqual({})
    expect(await saveLibraryDraft(libraryDraftOf(saved), saved)).toEqual(saved)
    expect(lastToast()).toMatchObject({ type: 'info', message: 'No updates necessary' })

    // Schedule off and a new folder: only those go, and the server keeps them.
    const next = { ...libraryDraftOf(saved), scheduled: false }
    next.folders = [...next.folders, { fullPath: `${root}/library-edit-store-test-2` }]
    const payload = libraryUpdatePayload(next, saved)
    expect(Object.keys(payload).sort()).toEqual(['folders', 'settings'])
    expect(payload.settings).toEqual({ autoScanCronExpression: null })
    const updated = await saveLibraryDraft(next, saved)
    expect(lastToast()).toMatchObject({ type: 'success', message: 'Library "Edited <b>shelf</b>" updated' })
    expect(updated?.settings.autoScanCronExpression).toBeNull()
    expect(updated?.folders.map((folder) => folder.fullPath)).toEqual([
      `${root}/library-edit-store-test`,
      `${root}/library-edit-store-test-2`,
    ])

    // An empty name never reaches the server.
    expect(await saveLibraryDraft({ ...next, name: '' }, updated)).toBeNull()
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Name is required' })
  })

  it('gives a non-admin the server’s 403: nothing is created or changed', async () => {
    signOut()
    await signIn('user', 'user')
    try {
      const draft = { ...newLibraryDraft(), name: 'Not mine', folders: [{ fullPath: `${root}/not-mine` }] }
      expect(await saveLibraryDraft(draft, null)).toBeNull()
      expect(lastToast()?.type).toBe('error')
      const library = (await getClient().libraries.list()).libraries[0]!
      expect(await saveLibraryDraft({ ...libraryDraftOf(library), name: 'Renamed' }, library)).toBeNull()
      expect(lastToast()?.type).toBe('error')
      expect((await getClient().libraries.get(library.id)).name).toBe(library.name)
    } finally {
      signOut()
      await signIn('root', 'root')
    }
  })
})
