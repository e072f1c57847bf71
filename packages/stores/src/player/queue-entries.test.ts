import type { LibraryItem, PodcastEpisode } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { episodeQueueItem, queueItemFor } from './queue-entries'
import { queueIndexOf, withQueueItem } from './queue-rules'

describe('queue entries of podcast episodes (spec 01 §3 "Queue item", §4 "added only if not already there")', () => {
  const publishedAt = Date.UTC(2024, 0, 15, 12)
  const episode = {
    id: 'ep-2',
    title: 'Episode two',
    publishedAt,
    duration: 95,
  } as Pick<PodcastEpisode, 'id' | 'title' | 'publishedAt' | 'duration' | 'audioTrack'>
  const podcastItem = {
    id: 'pod-1',
    libraryId: 'lib-p',
    mediaType: 'podcast',
    media: { coverPath: '/covers/pod.jpg', metadata: { title: 'Podcast P' }, episodes: [] },
  } as unknown as LibraryItem

  it('names the episode under its podcast, with its date, duration and the podcast cover', () => {
    expect(
      episodeQueueItem(
        { libraryItemId: 'pod-1', libraryId: 'lib-p', title: 'Podcast P', coverPath: '/covers/pod.jpg' },
        episode,
      ),
    ).toEqual({
      libraryItemId: 'pod-1',
      libraryId: 'lib-p',
      episodeId: 'ep-2',
      title: 'Episode two',
      subtitle: 'Podcast P',
      caption: 'Jan 15, 2024',
      duration: 95,
      coverPath: '/covers/pod.jpg',
    })
  })

  it('queueItemFor a podcast item and one of its episodes gives the same entry', () => {
    expect(queueItemFor(podcastItem, episode as PodcastEpisode)).toEqual(
      episodeQueueItem(
        { libraryItemId: 'pod-1', libraryId: 'lib-p', title: 'Podcast P', coverPath: '/covers/pod.jpg' },
        episode,
      ),
    )
  })

  it('takes the duration of the audio track when the episode has none, and the podcast title when untitled', () => {
    const entry = episodeQueueItem(
      { libraryItemId: 'pod-1', libraryId: 'lib-p', title: 'Podcast P', coverPath: null },
      { id: 'ep-3', title: '', publishedAt: null, audioTrack: { duration: 42 } } as typeof episode,
    )
    expect(entry).toMatchObject({ title: 'Podcast P', caption: '', duration: 42, coverPath: null })
  })

  it('an episode entry is queued once, apart from the other episodes of the podcast', () => {
    const entry = queueItemFor(podcastItem, episode as PodcastEpisode)
    const queue = withQueueItem([entry], entry)
    expect(queue).toHaveLength(1)
    expect(queueIndexOf(queue, 'pod-1', 'ep-2')).toBe(0)
    expect(queueIndexOf(queue, 'pod-1', 'ep-1')).toBe(-1)
  })
})
