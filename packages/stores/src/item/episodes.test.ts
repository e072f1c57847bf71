import type { MediaProgress } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { EPISODE_VIEW_DEFAULTS, visibleEpisodes } from './episodes'

const episodes = [
  { id: 'e1', title: 'Episode 1: Intro', subtitle: null, season: '1', episode: '1', publishedAt: 100 },
  {
    id: 'e2',
    title: 'Episode 2: Bees',
    subtitle: 'All about hives',
    season: '1',
    episode: '2',
    publishedAt: 200,
  },
  { id: 'e10', title: 'Episode 10: Finale', subtitle: null, season: '2', episode: '10', publishedAt: 300 },
  { id: 'e0', title: 'Bonus', subtitle: null, season: null, episode: null, publishedAt: null },
]

function progress(episodeId: string, isFinished: boolean): MediaProgress {
  return { libraryItemId: 'pod', episodeId, isFinished, progress: isFinished ? 1 : 0.3 } as MediaProgress
}

const saved = new Map([
  ['e1', progress('e1', true)],
  ['e2', progress('e2', false)],
])
const user = (_itemId: string, episodeId?: string | null) => saved.get(episodeId ?? '')
const nobody = () => null
const ids = (list: { id: string }[]) => list.map((episode) => episode.id)

describe('podcast episodes table', () => {
  it('starts on unfinished episodes, newest first, undated last', () => {
    expect(ids(visibleEpisodes(episodes, EPISODE_VIEW_DEFAULTS, user, 'pod'))).toEqual(['e10', 'e2', 'e0'])
  })

  it('filters by the user progress', () => {
    const view = { ...EPISODE_VIEW_DEFAULTS, desc: false }
    expect(ids(visibleEpisodes(episodes, { ...view, filter: 'complete' }, user, 'pod'))).toEqual(['e1'])
    expect(ids(visibleEpisodes(episodes, { ...view, filter: 'in_progress' }, user, 'pod'))).toEqual(['e2'])
    expect(ids(visibleEpisodes(episodes, { ...view, filter: 'all' }, user, 'pod'))).toEqual([
      'e0',
      'e1',
      'e2',
      'e10',
    ])
  })

  it('sorts numbers in text naturally and searches title and subtitle', () => {
    const all = { ...EPISODE_VIEW_DEFAULTS, filter: 'all' as const, desc: false }
    expect(ids(visibleEpisodes(episodes, { ...all, sort: 'episode' }, user, 'pod'))).toEqual([
      'e0',
      'e1',
      'e2',
      'e10',
    ])
    expect(ids(visibleEpisodes(episodes, { ...all, search: 'HIVES' }, user, 'pod'))).toEqual(['e2'])
    expect(ids(visibleEpisodes(episodes, { ...all, search: 'finale' }, nobody, 'pod'))).toEqual(['e10'])
  })
})
