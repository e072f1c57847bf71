/// <reference path="./hls-light.d.ts" />
import type Hls from 'hls.js'
import { shared } from '../../registry'
import { trackIndexAt } from '../tracks'
import type { OutputEvents, OutputSource, PlayableTrack, PlayerOutput } from '../types'
import { hlsConfig } from './hls-config'

/** Marks the first `playing` after each load, for the latency benchmark. */
export const PLAYING_MARK = 'shelfkit:player-playing'

/** Buffered-range changes smaller than this are not worth a store update. */
const BUFFERED_REPORT_STEP_S = 1

/**
 * Two audio elements shared by every local output of the page: once a user gesture let one play, later sessions
 * (the next queue item, an HLS fallback) reuse it. The second one preloads the next track for a seamless change.
 */
function audioPair(): [HTMLAudioElement, HTMLAudioElement] {
  return shared('player.audioElements', () => {
    const make = () => {
      const element = document.createElement('audio')
      element.preload = 'auto'
      element.crossOrigin = null
      return element
    }
    return [make(), make()] as [HTMLAudioElement, HTMLAudioElement]
  })
}

function release(element: HTMLAudioElement) {
  element.pause()
  if (element.hasAttribute('src')) {
    element.removeAttribute('src')
    element.load()
  }
}

/**
 * Plays a session in this browser (spec 01 §4): direct play of one or more consecutive tracks through HTML5 audio,
 * the next track preloaded on the second element and started the moment the current one ends; or an HLS
 * transcode through hls.js (loaded on first use), or natively where hls.js is unsupported.
 */
export function createLocalOutput(events: OutputEvents): PlayerOutput {
  const elements = audioPair()
  let active = 0
  let source: OutputSource | null = null
  let tracks: readonly PlayableTrack[] = []
  /** Track index of each element (-1 none). */
  const loadedTrack = [-1, -1]
  let hls: Hls | null = null
  let destroyed = false
  /** play() was called before the metadata arrived: the `playing` event follows by itself. */
  let playRequested = false
  let pendingSeek: number | null = null
  let reportedBuffered = -1
  let markPending = true
  const removers: (() => void)[] = []

  const current = () => elements[active]!
  const offsetOf = (slot: number) => (source?.isHls ? 0 : (tracks[loadedTrack[slot]!]?.startOffset ?? 0))

  function applySettings(element: HTMLAudioElement) {
    if (!source) return
    element.defaultPlaybackRate = source.playbackRate
    element.playbackRate = source.playbackRate
    element.volume = source.volume
    element.muted = source.muted
  }

  function listen(slot: number) {
    const element = elements[slot]!
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => void) => {
      const wrapped = () => {
        if (!destroyed && slot === active) handler()
      }
      element.addEventListener(type, wrapped)
      removers.push(() => element.removeEventListener(type, wrapped))
    }
    on('loadedmetadata', () => {
      // The #t= fragment normally did it; browsers without media fragments land at 0.
      if (pendingSeek !== null && Math.abs(element.currentTime - pendingSeek) > 0.5)
        element.currentTime = pendingSeek
      pendingSeek = null
      if (!playRequested) events.onState('loaded')
    })
    on('playing', () => {
      if (markPending) {
        markPending = false
        globalThis.performance?.mark?.(PLAYING_MARK)
      }
      events.onState('playing')
      preloadNext()
    })
    on('pause', () => {
      if (!element.ended) events.onState('paused')
    })
    on('seeked', () => {
      if (element.paused) events.onTime(offsetOf(slot) + element.currentTime)
    })
    on('progress', reportBuffered)
    on('ended', () => {
      if (!source?.isHls && loadedTrack[slot]! < tracks.length - 1) advance()
      else events.onFinished()
    })
    on('error', () => {
      const code = element.error?.code
      // hls.js reports its own errors; an element error with hls.js attached is a decode problem it recovers.
      if (hls) return
      events.onError({ message: `Audio element error ${code ?? ''}`.trim(), fatal: true })
    })
  }

  function reportBuffered() {
    const buffered = bufferedTime()
    if (Math.abs(buffered - reportedBuffered) < BUFFERED_REPORT_STEP_S) return
    reportedBuffered = buffered
    events.onBuffered(buffered)
  }

  function startPlaying() {
    playRequested = true
    current()
      .play()
      .catch((error: unknown) => {
        if (destroyed) return
        // Autoplay refused (no user gesture yet) or a new load interrupted this one: stay paused.
        if ((error as { name?: string })?.name !== 'AbortError') {
          console.warn('Playback did not start', error)
          playRequested = false
          events.onState('paused')
        }
      })
  }

  /**
   * Puts a track on an element and starts it at once when asked: play() waits for the data by itself, and the
   * start offset rides in a media fragment, so nothing waits for the metadata first.
   */
  function loadTrack(slot: number, index: number, offsetInTrack: number, autoplay: boolean) {
    const element = elements[slot]!
    const track = tracks[index]!
    playRequested = false
    if (loadedTrack[slot] === index && element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      element.currentTime = offsetInTrack
      pendingSeek = null
      applySettings(element)
      if (autoplay) startPlaying()
      else events.onState('loaded')
      return
    }
    loadedTrack[slot] = index
    pendingSeek = offsetInTrack > 0 ? offsetInTrack : null
    element.src = pendingSeek === null ? track.url : `${track.url}#t=${pendingSeek.toFixed(3)}`
    applySettings(element)
    if (autoplay) startPlaying()
  }

  /** Loads the track after the playing one on the idle element, so the change is seamless. */
  function preloadNext() {
    if (!source || source.isHls) return
    const next = loadedTrack[active]! + 1
    const standby = 1 - active
    if (next >= tracks.length || loadedTrack[standby] === next) return
    const element = elements[standby]!
    loadedTrack[standby] = next
    element.src = tracks[next]!.url
    element.load()
  }

  /** The playing track ended: start the preloaded next one at once. */
  function advance() {
    const next = loadedTrack[active]! + 1
    const standby = 1 - active
    const ready = loadedTrack[standby] === next
    elements[active]!.pause()
    active = standby
    if (ready) {
      const element = current()
      element.currentTime = 0
      applySettings(element)
      startPlaying()
    } else {
      loadTrack(active, next, 0, true)
    }
  }

  async function loadHls(start: number, autoplay: boolean) {
    const element = current()
    const url = tracks[0]!.url
    const { default: HlsPlayer } = await import('hls.js/light')
    if (destroyed) return
    if (HlsPlayer.isSupported()) {
      const instance = new HlsPlayer(hlsConfig(start))
      hls = instance
      instance.on(HlsPlayer.Events.ERROR, (_event, data) => {
        // Spec 01 §8: stalls and fragment load errors are logged only; hls.js retries by the policy.
        console.error('[HLS]', data.details, data.fatal ? '(fatal)' : '')
        if (!data.fatal || destroyed) return
        if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) instance.recoverMediaError()
        else if (data.type === HlsPlayer.ErrorTypes.NETWORK_ERROR) instance.startLoad()
      })
      instance.attachMedia(element)
      instance.loadSource(url)
      loadedTrack[active] = 0
      applySettings(element)
      if (autoplay) startPlaying()
      return
    }
    // Safari plays HLS itself.
    pendingSeek = start > 0 ? start : null
    loadedTrack[active] = 0
    element.src = url
    applySettings(element)
    if (autoplay) startPlaying()
  }

  function bufferedTime(): number {
    const element = current()
    const position = element.currentTime
    const ranges = element.buffered
    for (let i = 0; i < ranges.length; i++) {
      if (ranges.start(i) <= position + 0.5 && position <= ranges.end(i))
        return offsetOf(active) + ranges.end(i)
    }
    return offsetOf(active) + position
  }

  return {
    kind: 'local',
    load(next) {
      source = next
      tracks = next.tracks
      markPending = true
      listen(0)
      listen(1)
      for (const element of elements) release(element)
      loadedTrack[0] = -1
      loadedTrack[1] = -1
      active = 0
      if (next.isHls) {
        void loadHls(next.startTime, next.playWhenReady)
        return
      }
      const index = Math.max(0, trackIndexAt(tracks, next.startTime))
      loadTrack(active, index, next.startTime - (tracks[index]?.startOffset ?? 0), next.playWhenReady)
    },
    play() {
      const element = current()
      if (element.ended && !source?.isHls) {
        // Played to the end: play again from the start.
        loadTrack(active, 0, 0, true)
        return
      }
      startPlaying()
    },
    pause() {
      playRequested = false
      current().pause()
    },
    seek(seconds) {
      if (!source) return
      if (source.isHls) {
        current().currentTime = seconds
        return
      }
      const index = trackIndexAt(tracks, seconds)
      if (index < 0) return
      const offsetInTrack = seconds - tracks[index]!.startOffset
      if (index === loadedTrack[active]) {
        current().currentTime = offsetInTrack
        return
      }
      const wasPlaying = !current().paused
      current().pause()
      const standby = 1 - active
      if (loadedTrack[standby] === index) active = standby
      loadTrack(active, index, offsetInTrack, wasPlaying)
    },
    setPlaybackRate(rate) {
      if (source) source = { ...source, playbackRate: rate }
      for (const element of elements) {
        element.defaultPlaybackRate = rate
        element.playbackRate = rate
      }
    },
    setVolume(volume, muted) {
      if (source) source = { ...source, volume, muted }
      for (const element of elements) {
        element.volume = volume
        element.muted = muted
      }
    },
    currentTime() {
      return offsetOf(active) + current().currentTime
    },
    bufferedTime,
    destroy() {
      destroyed = true
      for (const remove of removers.splice(0)) remove()
      hls?.destroy()
      hls = null
      for (const element of elements) release(element)
    },
  }
}
