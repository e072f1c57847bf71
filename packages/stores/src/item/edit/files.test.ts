import type { AudioFile, LibraryItem, Task } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { ebookFilesOf, movedRow, playPositions, trackOrderChanged, trackOrderOf } from './files'
import { itemToolBlocker } from './tools'

const audio = (ino: string, index: number, exclude = false) =>
  ({ ino, index, exclude, metadata: { filename: `${ino}.mp3` } }) as AudioFile

function book(audioFiles: AudioFile[], extra: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id: 'b1',
    mediaType: 'book',
    isMissing: false,
    libraryFiles: [
      { ino: 'e1', fileType: 'ebook', isSupplementary: false },
      { ino: 'e2', fileType: 'ebook', isSupplementary: true },
      { ino: 'c', fileType: 'image', isSupplementary: null },
    ],
    media: {
      audioFiles,
      tracks: audioFiles.filter((f) => !f.exclude),
      ebookFile: { ino: 'e1' },
    },
    ...extra,
  } as unknown as LibraryItem
}

describe('Files tab: track order and e-books', () => {
  it('lists the audio files in play order, excluded ones last, and numbers what plays', () => {
    const item = book([audio('x', -1, true), audio('b', 2), audio('a', 1)])
    const rows = trackOrderOf(item)
    expect(rows.map((r) => [r.file.ino, r.include])).toEqual([
      ['a', true],
      ['b', true],
      ['x', false],
    ])
    expect(playPositions(rows)).toEqual([1, 2, null])
    expect(trackOrderChanged(rows, item)).toBe(false)
    const moved = movedRow(rows, 1, 0)
    expect(moved.map((r) => r.file.ino)).toEqual(['b', 'a', 'x'])
    expect(trackOrderChanged(moved, item)).toBe(true)
    expect(movedRow(rows, 0, -1)).toEqual(rows)
    const included = rows.map((r) => ({ ...r, include: true }))
    expect(playPositions(included)).toEqual([1, 2, 3])
    expect(trackOrderChanged(included, item)).toBe(true)
  })

  it("marks the item's main e-book among its e-book files", () => {
    expect(ebookFilesOf(book([])).map(({ file, main }) => [file.ino, main])).toEqual([
      ['e1', true],
      ['e2', false],
    ])
  })
})

describe('Tools tab: why a tool cannot be used', () => {
  const task = (action: string, isFinished = false) =>
    ({ action, isFinished, data: { libraryItemId: 'b1' } }) as unknown as Task
  it('needs a book with audio that is not missing, and no encode (or embed) under way', () => {
    const ready = book([audio('a', 1)])
    expect(itemToolBlocker(ready, 'm4b', [], [])).toBeNull()
    expect(itemToolBlocker(book([]), 'm4b', [], [])).toBe('noAudio')
    expect(itemToolBlocker(book([audio('a', 1)], { isMissing: true }), 'embed', [], [])).toBe('missing')
    expect(itemToolBlocker({ ...ready, mediaType: 'podcast' } as LibraryItem, 'embed', [], [])).toBe(
      'notBook',
    )
    expect(itemToolBlocker(ready, 'm4b', [task('encode-m4b')], [])).toBe('encoding')
    expect(itemToolBlocker(ready, 'embed', [task('encode-m4b')], [])).toBe('encoding')
    expect(itemToolBlocker(ready, 'm4b', [task('encode-m4b', true)], [])).toBeNull()
    expect(itemToolBlocker(ready, 'embed', [task('embed-metadata')], [])).toBe('embedding')
    expect(itemToolBlocker(ready, 'embed', [], ['b1'])).toBe('embedding')
    expect(itemToolBlocker(ready, 'm4b', [], ['b1'])).toBeNull()
  })
})
