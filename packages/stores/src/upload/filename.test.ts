import { describe, expect, it } from 'vitest'
import { extensionOf, MAX_FILENAME_BYTES, sanitizeFilename } from './filename'

const utf16Bytes = (text: string) => text.length * 2

describe('sanitizeFilename (spec 02 §5 "Filename and slug helpers")', () => {
  it('removes / ? < > \\ : * | and quotes, the first colon becoming " - "', () => {
    expect(sanitizeFilename('Dune: Part "One" / <Two>? *Three* | Four\\Five')).toBe(
      'Dune - Part One Two Three FourFive',
    )
    expect(sanitizeFilename('a:b:c')).toBe('a - bc')
  })

  it('removes control characters and line breaks, and folds runs of white space', () => {
    expect(sanitizeFilename('Tab\there\u0000 and\nnew\u009fline   end')).toBe('Tabhere andnewline end')
  })

  it('removes Windows reserved names, names of dots only, and trailing dots or spaces', () => {
    for (const reserved of ['con', 'PRN', 'aux.txt', 'nul', 'COM1', 'lpt9.mp3', '...', '.']) {
      expect(sanitizeFilename(reserved)).toBe('')
    }
    expect(sanitizeFilename('console')).toBe('console')
    expect(sanitizeFilename('The End... ')).toBe('The End')
  })

  it('keeps a name to 255 bytes (UTF-16), cutting the base name and keeping the extension', () => {
    const long = `${'é'.repeat(200)}.mp3`
    const cut = sanitizeFilename(long)
    expect(cut.endsWith('.mp3')).toBe(true)
    expect(utf16Bytes(cut)).toBeLessThanOrEqual(MAX_FILENAME_BYTES)
    expect(cut).toBe(`${'é'.repeat(123)}.mp3`)
    // A character outside the BMP takes 4 bytes and is never split.
    const emoji = sanitizeFilename(`${'😀'.repeat(70)}.m4b`)
    expect(emoji).toBe(`${'😀'.repeat(61)}.m4b`)
    expect(sanitizeFilename('short.mp3')).toBe('short.mp3')
  })

  it('finds the extension as the server does', () => {
    expect(extensionOf('a.tar.gz')).toBe('.gz')
    expect(extensionOf('.hidden')).toBe('')
    expect(extensionOf('noext')).toBe('')
    expect(extensionOf('trailing.')).toBe('')
  })
})
