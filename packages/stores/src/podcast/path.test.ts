import { describe, expect, it } from 'vitest'
import { podcastPath } from './path'

describe('podcastPath', () => {
  it('joins the library folder and the title sanitised as a file name (spec 02 §5)', () => {
    expect(podcastPath('/data/podcasts/', 'News: Today?')).toBe('/data/podcasts/News - Today')
    expect(podcastPath('/data/podcasts', 'AC/DC "Live"')).toBe('/data/podcasts/ACDC Live')
    expect(podcastPath('/data/podcasts', '  ')).toBe('')
    expect(podcastPath('', 'Title')).toBe('')
  })
})
