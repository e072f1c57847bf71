import type { LibraryItem } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import {
  type KeptItem,
  keptFilesOf,
  keptPlaybackSession,
  localSessionOf,
  mediaKey,
  missingRanges,
  PART_BYTES,
  startPosition,
} from './kept-media'

const track = (ino: string, startOffset: number, duration: number, size: number) => ({
  ino,
  title: `${ino}.mp3`,
  startOffset,
  duration,
  mimeType: 'audio/mpeg',
  metadata: { size },
})

const book = {
  id: 'item-1',
  libraryId: 'lib-1',
  mediaType: 'book',
  media: {
    id: 'book-1',
    coverPath: null,
    chapters: [{ id: 0, start: 0, end: 30, title: 'One' }],
    metadata: { title: 'Kept', authorName: 'Author A', authors: [] },
    tracks: [track('a', 0, 30, 18 * 1024 * 1024), track('b', 30, 40, 1000)],
  },
} as unknown as LibraryItem

describe('kept copies', () => {
  it('downloads each file in 4 MB ranges from where it stopped', () => {
    const [first] = keptFilesOf(book, null)
    expect(first).toMatchObject({ ino: 'a', index: 1, size: 18 * 1024 * 1024, parts: [] })
    expect(missingRanges(first!)).toHaveLength(5)
    expect(missingRanges(first!)[0]).toEqual({ start: 0, end: PART_BYTES - 1 })
    // From where the stored parts end; the last part is what is left.
    expect(missingRanges({ ...first!, parts: [PART_BYTES, PART_BYTES, PART_BYTES] })).toEqual([
      { start: 3 * PART_BYTES, end: 4 * PART_BYTES - 1 },
      { start: 4 * PART_BYTES, end: 18 * 1024 * 1024 - 1 },
    ])
    expect(missingRanges({ size: 1000, parts: [1000] })).toEqual([])
    expect(mediaKey('item-1', 'ep-1')).toBe('item-1/ep-1')
  })

  it('resumes at the newest of the position played here and the server progress (0 once finished)', () => {
    const local = { currentTime: 50, updatedAt: 2000 }
    expect(startPosition(local, { currentTime: 10, lastUpdate: 1000, isFinished: false })).toBe(50)
    expect(startPosition(local, { currentTime: 90, lastUpdate: 3000, isFinished: false })).toBe(90)
    expect(startPosition(null, { currentTime: 90, lastUpdate: 3000, isFinished: true })).toBe(0)
    expect(startPosition(null, null)).toBe(0)
  })

  it('plays as a local session (method 3) over the stored files, sent as the mobile apps send it', () => {
    const kept = {
      key: 'item-1',
      userId: 'user-1',
      libraryItemId: 'item-1',
      episodeId: null,
      title: 'Kept',
      author: 'Author A',
      item: book,
      files: keptFilesOf(book, null),
    } as KeptItem
    const session = keptPlaybackSession(kept, {
      id: 's-1',
      urls: ['blob:a', 'blob:b'],
      startTime: 12,
      now: 5000,
    })
    expect(session).toMatchObject({
      id: 's-1',
      playMethod: 3,
      duration: 70,
      currentTime: 12,
      chapters: [{ title: 'One' }],
      audioTracks: [
        { contentUrl: 'blob:a', startOffset: 0 },
        { contentUrl: 'blob:b', startOffset: 30 },
      ],
    })
    const local = localSessionOf(
      session,
      { timeListening: 8, currentTime: 20, updatedAt: 9000 },
      {
        clientName: 'Shelfkit',
        deviceId: 'd',
      },
    )
    expect(local).toEqual({
      id: 's-1',
      userId: 'user-1',
      libraryId: 'lib-1',
      libraryItemId: 'item-1',
      episodeId: null,
      mediaType: 'book',
      displayTitle: 'Kept',
      displayAuthor: 'Author A',
      duration: 70,
      playMethod: 3,
      mediaPlayer: 'html5',
      startedAt: 5000,
      startTime: 12,
      updatedAt: 9000,
      timeListening: 8,
      currentTime: 20,
      deviceInfo: { clientName: 'Shelfkit', deviceId: 'd' },
    })
  })
})
