import type { LibraryItem } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { scheduleChanged, scheduleDraftOf, schedulePayloadOf, scheduleProblems } from './schedule'

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

const podcast = {
  id: 'p1',
  mediaType: 'podcast',
  media: {
    autoDownloadEpisodes: false,
    autoDownloadSchedule: '0 * * * *',
    maxEpisodesToKeep: 0,
    maxNewEpisodesToDownload: 3,
  },
} as unknown as PodcastItem

describe('Schedule tab rules', () => {
  it('checks the fields only when auto download is on', () => {
    const draft = { ...scheduleDraftOf(podcast), maxNewEpisodesToDownload: '-1' }
    expect(scheduleProblems(draft)).toEqual({})
    expect(scheduleProblems({ ...draft, enabled: true })).toEqual({
      maxNewEpisodesToDownload: 'Invalid max episodes to download',
    })
    expect(
      scheduleProblems({ ...draft, enabled: true, maxNewEpisodesToDownload: '2.5', cron: null }),
    ).toEqual({
      cron: 'Invalid cron expression',
      maxNewEpisodesToDownload: 'Invalid max episodes to download',
    })
    expect(
      scheduleProblems({ ...draft, enabled: true, maxNewEpisodesToDownload: '0', maxEpisodesToKeep: 'x' }),
    ).toEqual({
      maxEpisodesToKeep: 'Invalid max episodes to keep',
    })
  })

  it('sends the switch, the schedule when on, and only the numbers that changed', () => {
    const draft = scheduleDraftOf(podcast)
    expect(scheduleChanged(draft, podcast)).toBe(false)
    expect(schedulePayloadOf(draft, podcast)).toEqual({ autoDownloadEpisodes: false })
    const on = { ...draft, enabled: true, cron: '0 4 * * 1', maxNewEpisodesToDownload: '5' }
    expect(scheduleChanged(on, podcast)).toBe(true)
    expect(schedulePayloadOf(on, podcast)).toEqual({
      autoDownloadEpisodes: true,
      autoDownloadSchedule: '0 4 * * 1',
      maxNewEpisodesToDownload: 5,
    })
  })
})
