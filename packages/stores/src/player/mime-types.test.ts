import { describe, expect, it } from 'vitest'
import { CAST_MIME_TYPES, probeSupportedMimeTypes } from './mime-types'

describe('supported MIME types (spec 01 §7 play request)', () => {
  it('keeps the types the audio element can play', () => {
    const element = {
      canPlayType: (type: string) =>
        type === 'audio/mpeg' ? 'probably' : type === 'audio/mp4' ? 'maybe' : '',
    }
    expect(probeSupportedMimeTypes(element)).toEqual(['audio/mpeg', 'audio/mp4'])
  })

  it('casting announces the receiver codecs opus, mp3, aac, flac, webma, wav (spec 01 §9)', () => {
    for (const type of ['audio/ogg', 'audio/mpeg', 'audio/aac', 'audio/flac', 'audio/webm', 'audio/wav'])
      expect(CAST_MIME_TYPES).toContain(type)
  })
})
