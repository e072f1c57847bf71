import { describe, expect, it } from 'vitest'
import { fileKindOf, SUPPORTED_EXTENSIONS, SUPPORTED_FILE_TYPES } from './file-types'

describe('file types (spec 02 §9 "Files and formats")', () => {
  it("lists the spec's types by kind", () => {
    expect(SUPPORTED_FILE_TYPES).toEqual({
      image: ['png', 'jpg', 'jpeg', 'webp'],
      audio: [
        'm4b',
        'mp3',
        'm4a',
        'flac',
        'opus',
        'ogg',
        'oga',
        'mp4',
        'aac',
        'wma',
        'aiff',
        'aif',
        'wav',
        'webm',
        'webma',
        'mka',
        'awb',
        'caf',
        'mpeg',
        'mpg',
      ],
      ebook: ['epub', 'pdf', 'mobi', 'azw3', 'cbr', 'cbz'],
      info: ['nfo'],
      text: ['txt'],
      metadata: ['opf', 'abs', 'xml', 'json'],
    })
    expect(SUPPORTED_EXTENSIONS).toHaveLength(36)
    expect(SUPPORTED_EXTENSIONS).toContain('.webma')
  })

  it('classifies a file by its extension in any case, and knows nothing else', () => {
    expect(fileKindOf('Part 01.MP3')).toBe('audio')
    expect(fileKindOf('book.epub')).toBe('ebook')
    expect(fileKindOf('cover.JPG')).toBe('image')
    expect(fileKindOf('desc.txt')).toBe('text')
    expect(fileKindOf('reader.nfo')).toBe('info')
    expect(fileKindOf('metadata.opf')).toBe('metadata')
    expect(fileKindOf('setup.exe')).toBeNull()
    expect(fileKindOf('README')).toBeNull()
    expect(fileKindOf('.mp3')).toBeNull()
  })
})
