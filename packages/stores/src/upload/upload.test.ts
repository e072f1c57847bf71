import { uploadApi } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  $ignoredUploadFiles,
  $uploadDrafts,
  addUploadFiles,
  clearUploads,
  groupUploadFiles,
  guessFromDir,
  uploadAll,
  uploadDirectory,
} from './upload'

const file = (name: string) => new File(['x'], name)
const names = (files: readonly File[]) => files.map((f) => f.name)

afterEach(async () => {
  vi.restoreAllMocks()
  clearUploads()
  if ($sessionStatus.get() === 'signed-in') {
    await getClient().http.delete('/api/demo/faults')
    await signOut()
  }
})

describe('upload items', () => {
  it('guesses author, series and title from folder names', () => {
    expect(guessFromDir('Ann Leckie/Imperial Radch/Ancillary Justice', false)).toEqual({
      author: 'Ann Leckie',
      series: 'Imperial Radch',
      title: 'Ancillary Justice',
    })
    expect(guessFromDir('Ann Leckie/Provenance', false)).toEqual({
      author: 'Ann Leckie',
      series: '',
      title: 'Provenance',
    })
    expect(guessFromDir('Show/Season 1', true)).toEqual({ author: '', series: '', title: 'Season 1' })
  })

  it('makes one item per folder with its cover and notes; refuses unknown types and files outside item folders', () => {
    const { drafts, ignored } = groupUploadFiles(
      [
        { file: file('01.mp3'), dir: 'Ann/Book' },
        { file: file('02.mp3'), dir: 'Ann/Book' },
        { file: file('cover.jpg'), dir: 'Ann/Book' },
        { file: file('notes.txt'), dir: 'Ann/Book/extras' },
        { file: file('.DS_Store'), dir: 'Ann/Book' },
        { file: file('setup.exe'), dir: 'Ann/Book' },
        { file: file('portrait.jpg'), dir: 'Ann' },
        { file: file('Other.epub'), dir: 'Ann/Other' },
        { file: file('loose.mp3'), dir: '' },
      ],
      'book',
    )
    expect(drafts.map((d) => [d.title, d.author, names(d.files)])).toEqual([
      ['Book', 'Ann', ['01.mp3', '02.mp3', 'cover.jpg', 'notes.txt']],
      ['Other', 'Ann', ['Other.epub']],
    ])
    expect(ignored.map((i) => [i.path, i.reason])).toEqual([
      ['Ann/Book/.DS_Store', 'unsupported'],
      ['Ann/Book/setup.exe', 'unsupported'],
      ['loose.mp3', 'outside-item'],
      ['Ann/portrait.jpg', 'outside-item'],
    ])
  })

  it('makes each loose audio file a book of its own; loose files with others make one item', () => {
    const alone = groupUploadFiles(
      [
        { file: file('One.mp3'), dir: '' },
        { file: file('Two.m4b'), dir: '' },
      ],
      'book',
    )
    expect(alone.drafts.map((d) => [d.title, names(d.files)])).toEqual([
      ['One', ['One.mp3']],
      ['Two', ['Two.m4b']],
    ])
    const together = groupUploadFiles(
      [
        { file: file('Tale.mp3'), dir: '' },
        { file: file('Tale.epub'), dir: '' },
        { file: file('cover.png'), dir: '' },
      ],
      'book',
    )
    expect(together.drafts.map((d) => [d.title, names(d.files)])).toEqual([
      ['Tale', ['Tale.mp3', 'Tale.epub', 'cover.png']],
    ])
  })

  it('in podcast libraries only audio makes an item (an e-book travels with it or is refused)', () => {
    const { drafts, ignored } = groupUploadFiles(
      [
        { file: file('ep1.mp3'), dir: 'Show' },
        { file: file('guide.pdf'), dir: 'Show' },
        { file: file('book.epub'), dir: 'Elsewhere' },
      ],
      'podcast',
    )
    expect(drafts.map((d) => [d.title, names(d.files)])).toEqual([['Show', ['ep1.mp3', 'guide.pdf']]])
    expect(ignored.map((i) => [i.path, i.reason])).toEqual([['Elsewhere/book.epub', 'outside-item']])
  })

  it('a new pick replaces the items and the refused files of the last one', () => {
    addUploadFiles(
      [
        { file: file('a.mp3'), dir: 'A' },
        { file: file('x.exe'), dir: 'A' },
      ],
      'book',
    )
    expect($uploadDrafts.get()).toHaveLength(1)
    expect($ignoredUploadFiles.get()).toHaveLength(1)
    addUploadFiles([{ file: file('b.mp3'), dir: 'B' }], 'book')
    expect($uploadDrafts.get().map((d) => d.title)).toEqual(['B'])
    expect($ignoredUploadFiles.get()).toEqual([])
  })

  it('puts an item in Author/Series/Title with each part cleaned (Title alone for podcasts)', () => {
    const draft = { title: 'Dune: Messiah ', author: ' Frank Herbert', series: '' }
    expect(uploadDirectory(draft, false)).toBe('Frank Herbert/Dune - Messiah')
    expect(uploadDirectory({ ...draft, series: 'Dune*' }, false)).toBe('Frank Herbert/Dune/Dune - Messiah')
    expect(uploadDirectory(draft, true)).toBe('Dune - Messiah')
  })
})

describe('uploading against the demo server (spec 02 §8)', () => {
  const target = async () => {
    const library = await getClient().libraries.get(BOOK_LIBRARY_ID)
    return { library, folder: library.folders[0]! }
  }

  it('refuses an item whose folder exists, or that sits inside an item, before sending anything', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const { library, folder } = await target()
    const existing = await getClient().items.get(sampleItemIdsByTitle['Book Two'])
    const relative = existing.path.slice(folder.fullPath.length + 1).split('/')
    addUploadFiles(
      [
        { file: file('a.mp3'), dir: relative.join('/') },
        { file: file('b.mp3'), dir: [...relative, 'Part Two'].join('/') },
      ],
      'book',
    )
    const upload = vi.spyOn(getClient().area(uploadApi), 'item')
    expect(await uploadAll({ library, folder })).toBe(0)
    expect(upload).not.toHaveBeenCalled()
    const exists = `Filepath ${existing.path} already exists on server`
    const inside = `Item ${existing.media.metadata.title} is using a subdirectory of the upload path.`
    expect($uploadDrafts.get().map((d) => [d.status, d.error])).toEqual([
      ['failed', exists],
      ['failed', inside],
    ])
    expect($toasts.get().map((t) => t.message)).toEqual(expect.arrayContaining([exists, inside]))
  })

  it('says "Must have a title" and sends nothing while a title is empty', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const { library, folder } = await target()
    addUploadFiles([{ file: file('x.mp3'), dir: 'Someone/Thing' }], 'book')
    const [draft] = $uploadDrafts.get()
    $uploadDrafts.set([{ ...draft!, title: '  ' }])
    const check = vi.spyOn(getClient().area(uploadApi), 'pathExists')
    expect(await uploadAll({ library, folder })).toBe(0)
    expect(check).not.toHaveBeenCalled()
    expect($uploadDrafts.get()[0]).toMatchObject({ status: 'ready', titleError: 'Must have a title' })
  })
})
