import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { createFolderBrowser, folderChoiceProblem, isFolderInUse, parentFolderPath } from './library-folders'

describe('folder browser rules', () => {
  it('goes up a folder at a time, to the top above a top folder or a drive', () => {
    expect(parentFolderPath('/data/books/')).toBe('/data')
    expect(parentFolderPath('/data')).toBe('')
    expect(parentFolderPath('C:/Users/me')).toBe('C:/Users')
    expect(parentFolderPath('C:/Users')).toBe('C:/')
    expect(parentFolderPath('C:/')).toBe('')
  })

  it('offers no folder the library has and refuses a parent of one', () => {
    const folder = { path: '/data/books', dirname: 'books', level: 0 }
    expect(isFolderInUse(folder, ['/data/books'])).toBe(true)
    expect(isFolderInUse(folder, ['/data/podcasts'])).toBe(false)
    expect(folderChoiceProblem('/data', ['/data/books'])).toBe(
      'Oops, you cannot add a parent directory of a folder already added',
    )
    expect(folderChoiceProblem('/data/audio', ['/data/books'])).toBeNull()
  })
})

describe('folder browser against the demo server', () => {
  beforeAll(() => configureServer(demoServerUrl, 'header'))
  afterAll(() => signOut())

  it('lists the top folders, goes into one and back up (admins)', async () => {
    await signIn('root', 'root')
    const browser = createFolderBrowser()
    await browser.start()
    const top = browser.$state.get()
    expect(top.error).toBeNull()
    const media = top.folders.find((folder) => folder.dirname === 'media')!
    expect(media).toMatchObject({ level: 0 })
    await browser.open(media)
    const inside = browser.$state.get()
    expect(inside).toMatchObject({ selected: media.path, level: 0, error: null })
    expect(inside.folders.length).toBeGreaterThan(0)
    expect(
      inside.folders.every((folder) => folder.level === 1 && folder.path.startsWith(`${media.path}/`)),
    ).toBe(true)
    await browser.open(inside.folders[0]!)
    await browser.up()
    expect(browser.$state.get()).toMatchObject({ selected: media.path, level: 0 })
    await browser.up()
    expect(browser.$state.get()).toMatchObject({ selected: '', level: -1, folders: top.folders })
    signOut()
  })

  it('says why when the server refuses a user, keeping what was listed', async () => {
    await signIn('user', 'user')
    await expect(getClient().server.fileSystem()).rejects.toMatchObject({ status: 403 })
    const browser = createFolderBrowser()
    await browser.start()
    expect(browser.$state.get()).toMatchObject({ folders: [], loading: false, error: 'Forbidden' })
    signOut()
  })
})
