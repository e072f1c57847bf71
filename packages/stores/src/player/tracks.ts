import { type PlaybackSession, PlayMethods, urls } from '@shelfkit/client'
import type { OutputKind, PlayableTrack } from './types'

/**
 * Direct play is method 0; every other server method is an HLS transcode (spec 01 §4). A local session (3) plays
 * the files kept on this device.
 */
export function isTranscode(session: Pick<PlaybackSession, 'playMethod'>): boolean {
  return session.playMethod !== PlayMethods.directPlay && session.playMethod !== PlayMethods.local
}

/** `url` made absolute against `origin` (a Cast receiver fetches it from another device). */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * The session's tracks with the URLs an output fetches (spec 01 §7 "Other calls"): direct play through the public
 * session route (no token; the session id is the credential), HLS through the track's content path; a local
 * session's tracks are the addresses of the files kept on this device. Cast receivers get absolute URLs.
 */
export function playableTracks(
  session: Pick<PlaybackSession, 'id' | 'playMethod' | 'audioTracks'>,
  kind: OutputKind,
  baseUrl: string,
  origin: string,
): PlayableTrack[] {
  const hls = isTranscode(session)
  const local = session.playMethod === PlayMethods.local
  return session.audioTracks.map((track) => {
    const throughHls = hls || track.contentUrl.startsWith('/hls')
    const url = local
      ? track.contentUrl
      : throughHls
        ? urls.contentUrl(baseUrl, track.contentUrl)
        : urls.sessionTrackUrl(baseUrl, session.id, track.index)
    return {
      index: track.index,
      startOffset: track.startOffset,
      duration: track.duration,
      title: track.title,
      mimeType: track.mimeType,
      url: kind === 'cast' ? absoluteUrl(url, origin) : url,
    }
  })
}

/** Spec 01 §3: tracks are consecutive; the total is the last track's start offset plus its duration. */
export function totalDuration(tracks: readonly Pick<PlayableTrack, 'startOffset' | 'duration'>[]): number {
  const last = tracks[tracks.length - 1]
  return last ? last.startOffset + last.duration : 0
}

/** The track playing at `time` (the last one at and past the end), or -1 without tracks. */
export function trackIndexAt(
  tracks: readonly Pick<PlayableTrack, 'startOffset' | 'duration'>[],
  time: number,
): number {
  if (!tracks.length) return -1
  for (let index = 0; index < tracks.length; index++) {
    const track = tracks[index]!
    if (time < track.startOffset + track.duration) return index
  }
  return tracks.length - 1
}
