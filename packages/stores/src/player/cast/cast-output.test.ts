import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCastFramework } from '../../../test/cast-fake'
import type { OutputEvents, OutputSource, OutputState } from '../types'
import { createCastOutput } from './cast-output'

const tracks = [
  {
    index: 1,
    startOffset: 0,
    duration: 100,
    title: 'Part 1',
    url: 'https://abs/public/session/s/track/1',
    mimeType: 'audio/mpeg',
  },
  {
    index: 2,
    startOffset: 100,
    duration: 100,
    title: 'Part 2',
    url: 'https://abs/public/session/s/track/2',
    mimeType: 'audio/mpeg',
  },
]

const source = (changes: Partial<OutputSource> = {}): OutputSource => ({
  sessionId: 's',
  libraryItemId: 'book-1',
  tracks,
  isHls: false,
  startTime: 130,
  playWhenReady: true,
  playbackRate: 1.5,
  volume: 0.5,
  muted: false,
  metadata: { title: 'Book Two', author: 'Author B', coverUrl: 'https://abs/cover.jpg', mediaType: 'book' },
  ...changes,
})

async function setup() {
  const framework = fakeCastFramework()
  await framework.globals.cast.framework.CastContext.getInstance().requestSession()
  const states: OutputState[] = []
  const finished: number[] = []
  const events: OutputEvents = {
    onState: (state) => states.push(state),
    onTime: () => {},
    onBuffered: () => {},
    onError: () => {},
    onFinished: () => finished.push(1),
  }
  const output = createCastOutput(events, framework.globals)
  return { framework, output, states, finished }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('cast output (spec 01 §4 "Casting", §7 cast tracks)', () => {
  it('loads the whole item as a queue of its tracks, starting at the right track and offset, rate at load', async () => {
    const { framework, output } = await setup()
    output.load(source())
    const [request] = framework.loads
    expect(request?.queueData?.items?.map((item) => item.media.contentId)).toEqual(tracks.map((t) => t.url))
    expect(request?.queueData?.startIndex).toBe(1)
    expect(request?.currentTime).toBe(30)
    expect(request?.autoplay).toBe(true)
    expect(request?.playbackRate).toBe(1.5)
    expect(request?.queueData?.queueType).toBe('AUDIOBOOK')
    expect(request?.queueData?.items?.[0]?.media.metadata).toMatchObject({
      title: 'Part 1',
      artist: 'Author B',
      images: [{ url: 'https://abs/cover.jpg' }],
    })
    expect(output.currentTime()).toBe(130)
  })

  it('passes receiver states through and reports the end of the last track', async () => {
    const { framework, output, states, finished } = await setup()
    output.load(source())
    framework.setReceiverState('BUFFERING')
    framework.setReceiverState('PLAYING')
    framework.setReceiverState('PAUSED')
    expect(states).toEqual(['buffering', 'playing', 'paused'])
    framework.setReceiverState('PLAYING')
    framework.setReceiverState('IDLE')
    expect(finished).toHaveLength(1)
  })

  it('seeks inside the playing track through the remote player, and reloads the queue for another track', async () => {
    const { framework, output } = await setup()
    output.load(source())
    output.seek(150)
    expect(framework.controllerCalls).toContain('seek:50')
    expect(framework.loads).toHaveLength(1)
    output.seek(20)
    expect(framework.loads).toHaveLength(2)
    expect(framework.loads[1]?.queueData?.startIndex).toBe(0)
    expect(framework.loads[1]?.currentTime).toBe(20)
  })

  it('play and pause toggle the receiver only when needed; volume and mute go to the receiver', async () => {
    const { framework, output } = await setup()
    output.load(source({ playWhenReady: false }))
    await Promise.resolve()
    output.pause()
    expect(framework.controllerCalls).not.toContain('playOrPause')
    output.play()
    expect(framework.controllerCalls).toEqual(['playOrPause'])
    output.setVolume(0.3, true)
    expect(framework.controllerCalls).toContain('volume:0.3')
    expect(framework.controllerCalls).toContain('muteOrUnmute')
  })

  it('stops the receiver media when destroyed', async () => {
    const { framework, output } = await setup()
    output.load(source())
    output.destroy()
    expect(framework.controllerCalls.at(-1)).toBe('stop')
  })
})
