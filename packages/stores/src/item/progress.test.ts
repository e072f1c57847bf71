import type { MediaProgress } from '@shelfkit/client'
import { listenKeys } from 'nanostores'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  $mediaProgress,
  mediaProgressOf,
  progressFraction,
  progressKey,
  removeMediaProgress,
  replaceMediaProgress,
  secondsRemaining,
  setMediaProgress,
} from './progress'

function progress(overrides: Partial<MediaProgress>): MediaProgress {
  return {
    id: 'p1',
    userId: 'u',
    libraryItemId: 'item',
    episodeId: null,
    mediaItemId: 'media',
    mediaItemType: 'book',
    duration: 100,
    progress: 0.25,
    currentTime: 25,
    isFinished: false,
    hideFromContinueListening: false,
    ebookLocation: null,
    ebookProgress: null,
    lastUpdate: 1,
    startedAt: 1,
    finishedAt: null,
    ...overrides,
  }
}

describe('item progress', () => {
  const book = progress({})

  it('counts finished as whole, and e-book progress only without listening progress', () => {
    expect(progressFraction(book)).toBe(0.25)
    expect(progressFraction(progress({ isFinished: true, progress: 0.9 }))).toBe(1)
    expect(progressFraction(progress({ progress: 0, ebookProgress: 0.4 }))).toBe(0.4)
    expect(progressFraction(null)).toBe(0)
  })

  it('computes the time left from the progress duration', () => {
    expect(secondsRemaining(book, 500)).toBe(75)
    expect(secondsRemaining(progress({ duration: 0 }), 500)).toBe(475)
    expect(secondsRemaining(null, 500)).toBe(500)
  })
})

describe('the media progress store', () => {
  const book = progress({})
  const episode = progress({ id: 'p2', episodeId: 'ep1', mediaItemType: 'podcastEpisode', progress: 0.5 })
  const other = progress({ id: 'p3', libraryItemId: 'other' })
  beforeEach(() => replaceMediaProgress([book, episode, other]))

  it('keys books by item and episodes by item and episode', () => {
    expect(mediaProgressOf('item')).toBe(book)
    expect(mediaProgressOf('item', 'ep1')).toBe(episode)
    expect($mediaProgress.get()[progressKey('item', 'ep1')]).toBe(episode)
    expect(mediaProgressOf('missing')).toBeUndefined()
  })

  it('a new progress of one book replaces its entry and notifies only that key', () => {
    const bookListener = vi.fn()
    const otherListener = vi.fn()
    const stops = [
      listenKeys($mediaProgress, ['item'], bookListener),
      listenKeys($mediaProgress, ['other'], otherListener),
    ]
    const saved = progress({ id: 'p-new', progress: 1, isFinished: true, lastUpdate: 2 })
    setMediaProgress(saved)
    expect(mediaProgressOf('item')).toBe(saved)
    expect(mediaProgressOf('item', 'ep1')).toBe(episode)
    expect(bookListener).toHaveBeenCalledTimes(1)
    expect(otherListener).not.toHaveBeenCalled()
    for (const stop of stops) stop()
  })

  it('a reload of the whole list notifies only the keys the server changed', () => {
    const bookListener = vi.fn()
    const episodeListener = vi.fn()
    const stops = [
      listenKeys($mediaProgress, ['item'], bookListener),
      listenKeys($mediaProgress, [progressKey('item', 'ep1')], episodeListener),
    ]
    // The same progress as new objects (a token refresh or `/api/me` answer): nothing to tell.
    replaceMediaProgress([{ ...book }, { ...episode }, { ...other }])
    expect(mediaProgressOf('item')).toBe(book)
    expect(bookListener).not.toHaveBeenCalled()

    replaceMediaProgress([{ ...book }, { ...episode, currentTime: 60, lastUpdate: 5 }, { ...other }])
    expect(mediaProgressOf('item', 'ep1')?.currentTime).toBe(60)
    expect(episodeListener).toHaveBeenCalledTimes(1)
    expect(bookListener).not.toHaveBeenCalled()

    replaceMediaProgress([book])
    expect(mediaProgressOf('item', 'ep1')).toBeUndefined()
    expect(mediaProgressOf('other')).toBeUndefined()
    expect(episodeListener).toHaveBeenCalledTimes(2)
    expect(bookListener).not.toHaveBeenCalled()
    for (const stop of stops) stop()
  })

  it('removes progress by its id', () => {
    removeMediaProgress('p2')
    expect(mediaProgressOf('item', 'ep1')).toBeUndefined()
    expect(mediaProgressOf('item')).toBe(book)
  })
})
