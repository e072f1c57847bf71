import { describe, expect, it } from 'vitest'
import { MAX_FILENAME_BYTES, podcastPath, sanitizeFilename } from './filename'

describe('sanitizeFilename (spec 02 §5)', () => {
  it('removes / ? < > \\ : * | and quotes, and folds white space', () => {
    expect(sanitizeFilename('AC/DC: "Live" <at> the *Hall*? | \\ yes')).toBe('ACDC Live at the Hall yes')
    expect(sanitizeFilename('Tabs\tand\nnew  lines')).toBe('Tabsandnew lines')
  })

  it('removes control characters', () => {
    expect(sanitizeFilename('Bell\u0007 and \u0085next')).toBe('Bell and next')
  })

  it('refuses Windows reserved names and names of dots only', () => {
    expect(sanitizeFilename('CON')).toBe('')
    expect(sanitizeFilename('lpt1.txt')).toBe('')
    expect(sanitizeFilename('...')).toBe('')
    expect(sanitizeFilename('Console')).toBe('Console')
  })

  it('drops trailing dots and spaces', () => {
    expect(sanitizeFilename('The End... ')).toBe('The End')
  })

  it('cuts a long name to 255 bytes of UTF-16, keeping the extension', () => {
    const cut = sanitizeFilename(`${'é'.repeat(200)}.mp3`)
    expect(cut.endsWith('.mp3')).toBe(true)
    expect(cut.length * 2).toBeLessThanOrEqual(MAX_FILENAME_BYTES)
    expect(cut).toBe(`${'é'.repeat(123)}.mp3`)
    expect(sanitizeFilename('short.mp3')).toBe('short.mp3')
  })
})

describe('podcastPath', () => {
  it('joins the library folder and the sanitised title', () => {
    expect(podcastPath('/data/podcasts/', 'News: Today?')).toBe('/data/podcasts/News Today')
    expect(podcastPath('/data/podcasts', '  ')).toBe('')
    expect(podcastPath('', 'Title')).toBe('')
  })
})
