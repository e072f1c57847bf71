import { describe, expect, it } from 'vitest'
import { nextQueueItem, queueIndexOf, withQueueItem } from './queue-rules'
import type { QueueItem } from './types'

const entry = (libraryItemId: string, episodeId: string | null = null): QueueItem => ({
  libraryItemId,
  libraryId: 'lib',
  episodeId,
  title: libraryItemId,
  subtitle: '',
  caption: '',
  duration: 10,
  coverPath: null,
})

describe('player queue (spec 01 §4 "Media set", "added only if not already there")', () => {
  it('adds an item only when the item id (and episode id) is not queued yet', () => {
    const once = withQueueItem([], entry('a'))
    expect(withQueueItem(once, entry('a'))).toBe(once)
    expect(withQueueItem(once, entry('b'))).toHaveLength(2)
  })

  it('tells episodes of one podcast apart by episode id', () => {
    const queue = withQueueItem([entry('pod', 'e1')], entry('pod', 'e2'))
    expect(queue).toHaveLength(2)
    expect(queueIndexOf(queue, 'pod', 'e2')).toBe(1)
    expect(queueIndexOf(queue, 'pod', null)).toBe(-1)
  })

  it('plays next the entry after the current one, or the first when the current one is not queued', () => {
    const queue = [entry('a'), entry('b'), entry('c')]
    expect(nextQueueItem(queue, 'a')?.libraryItemId).toBe('b')
    expect(nextQueueItem(queue, 'c')).toBeNull()
    expect(nextQueueItem(queue, 'x')?.libraryItemId).toBe('a')
    expect(nextQueueItem([], 'x')).toBeNull()
  })
})
