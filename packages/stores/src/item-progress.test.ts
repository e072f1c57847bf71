import type { MediaProgress } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { progressFraction, secondsRemaining, withProgress } from './item-progress'

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
  const episode = progress({ id: 'p2', episodeId: 'ep1', mediaItemType: 'podcastEpisode', progress: 0.5 })
  const user = { mediaProgress: [book, episode] }

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

  it('replaces progress of the same media when merging', () => {
    const merged = withProgress(user, progress({ id: 'p-new', progress: 1, isFinished: true }))
    expect(merged.mediaProgress).toHaveLength(2)
    expect(merged.mediaProgress.find((p) => !p.episodeId)?.isFinished).toBe(true)
    expect(merged.mediaProgress).toContain(episode)
  })
})
