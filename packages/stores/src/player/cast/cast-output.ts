import { trackIndexAt } from '../tracks'
import type { OutputEvents, OutputSource, PlayableTrack, PlayerOutput } from '../types'
import type { CastGlobals, CastLoadRequest, CastMediaMetadata, CastQueueItem } from './cast-api'

/**
 * Plays a session on a Cast receiver (spec 01 §4 "Casting"): the whole item is sent as a queue of its direct-play
 * tracks (absolute URLs), starting at the right track and offset. Seeking inside the playing track goes through
 * the remote player; seeking to another track reloads the queue there. The rate is applied at load only.
 */
export function createCastOutput(events: OutputEvents, globals: CastGlobals): PlayerOutput {
  const { framework } = globals.cast
  const media = globals.chrome.cast.media
  const remote = new framework.RemotePlayer()
  const controller = new framework.RemotePlayerController(remote)
  let source: OutputSource | null = null
  let tracks: readonly PlayableTrack[] = []
  let destroyed = false
  let lastState: string | null = null

  const playingIndex = () => {
    const id = remote.mediaInfo?.contentId
    const index = id ? tracks.findIndex((track) => track.url === id) : -1
    return Math.max(index, 0)
  }
  const position = () => (tracks[playingIndex()]?.startOffset ?? 0) + (remote.currentTime || 0)

  const onStateChanged = () => {
    if (destroyed) return
    const state = remote.playerState
    const states = media.PlayerState
    if (state === states.PLAYING) events.onState('playing')
    else if (state === states.PAUSED) events.onState('paused')
    else if (state === states.BUFFERING) events.onState('buffering')
    else if (state === states.IDLE && lastState === states.PLAYING && playingIndex() === tracks.length - 1) {
      events.onFinished()
    }
    lastState = state
  }
  const onTimeChanged = () => {
    if (!destroyed && remote.isPaused) events.onTime(position())
  }
  const types = framework.RemotePlayerEventType
  controller.addEventListener(types.PLAYER_STATE_CHANGED, onStateChanged)
  controller.addEventListener(types.CURRENT_TIME_CHANGED, onTimeChanged)

  function metadataFor(track: PlayableTrack, index: number): CastMediaMetadata {
    const info = source!.metadata
    const Chapter = info.mediaType === 'book' ? media.AudiobookChapterMediaMetadata : undefined
    const metadata = Chapter ? new Chapter() : new media.MusicTrackMediaMetadata()
    metadata.title = tracks.length > 1 ? track.title : info.title
    metadata.bookTitle = info.title
    metadata.albumName = info.title
    metadata.artist = info.author
    metadata.chapterTitle = track.title
    metadata.chapterNumber = index + 1
    metadata.images = info.coverUrl ? [new globals.chrome.cast.Image(info.coverUrl)] : []
    return metadata
  }

  function loadQueue(startIndex: number, offset: number, autoplay: boolean) {
    const session = framework.CastContext.getInstance().getCurrentSession()
    if (!session || !source) return
    const items: CastQueueItem[] = tracks.map((track, index) => {
      const info = new media.MediaInfo(track.url, track.mimeType)
      info.metadata = metadataFor(track, index)
      info.duration = track.duration
      const item = new media.QueueItem(info)
      item.autoplay = true
      return item
    })
    const queue = new media.QueueData()
    queue.items = items
    queue.startIndex = startIndex
    queue.startTime = offset
    queue.name = source.metadata.title
    const queueTypes = media.QueueType
    if (queueTypes)
      queue.queueType =
        source.metadata.mediaType === 'book' ? queueTypes.AUDIOBOOK : queueTypes.PODCAST_SERIES
    const request: CastLoadRequest = new media.LoadRequest(items[startIndex]!.media)
    request.queueData = queue
    request.currentTime = offset
    request.autoplay = autoplay
    request.playbackRate = source.playbackRate
    session.loadMedia(request).then(
      () => {
        if (!destroyed && !autoplay) events.onState('loaded')
      },
      // Spec 01 §8: a cast media load failure is logged.
      (error: unknown) => console.error('Cast media load failed', error),
    )
  }

  return {
    kind: 'cast',
    load(next) {
      source = next
      tracks = next.tracks
      const index = Math.max(0, trackIndexAt(tracks, next.startTime))
      loadQueue(index, next.startTime - (tracks[index]?.startOffset ?? 0), next.playWhenReady)
    },
    play() {
      if (remote.isPaused) controller.playOrPause()
    },
    pause() {
      if (!remote.isPaused) controller.playOrPause()
    },
    seek(seconds) {
      const index = trackIndexAt(tracks, seconds)
      if (index < 0) return
      const offset = seconds - tracks[index]!.startOffset
      if (index === playingIndex() && remote.isMediaLoaded) {
        remote.currentTime = offset
        controller.seek()
      } else {
        loadQueue(index, offset, !remote.isPaused)
      }
    },
    setPlaybackRate(rate) {
      if (source) source = { ...source, playbackRate: rate }
    },
    setVolume(volume, muted) {
      remote.volumeLevel = volume
      controller.setVolumeLevel()
      if (remote.isMuted !== muted) controller.muteOrUnmute()
    },
    currentTime: position,
    bufferedTime: position,
    destroy() {
      destroyed = true
      controller.removeEventListener(types.PLAYER_STATE_CHANGED, onStateChanged)
      controller.removeEventListener(types.CURRENT_TIME_CHANGED, onTimeChanged)
      if (remote.isMediaLoaded) controller.stop()
    },
  }
}
