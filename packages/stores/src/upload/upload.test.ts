import { describe, expect, it } from 'vitest'
import { groupUploadFiles, guessFromDir } from './upload'

const file = (name: string) => new File(['x'], name)

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

  it('makes one item per folder, loose files one item named after the first, hidden files left out', () => {
    const items = groupUploadFiles(
      [
        { file: file('01.mp3'), dir: 'Ann/Book' },
        { file: file('02.mp3'), dir: 'Ann/Book' },
        { file: file('.DS_Store'), dir: 'Ann/Book' },
        { file: file('Loose One.m4b'), dir: '' },
        { file: file('cover.jpg'), dir: '' },
      ],
      false,
    )
    expect(items.map((i) => [i.title, i.author, i.files.map((f) => f.name)])).toEqual([
      ['Book', 'Ann', ['01.mp3', '02.mp3']],
      ['Loose One', '', ['Loose One.m4b', 'cover.jpg']],
    ])
  })
})
