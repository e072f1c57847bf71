import { createHttp, isApiError, memoryTokenStore, type PublicShare, sharesApi, urls } from '@shelfkit/client'
import { atom, type ReadableAtom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'

/** Anonymous listening saves its position this often (seconds of listening), as the official share page does. */
export const SHARE_PROGRESS_INTERVAL_S = 30

/**
 * loading: asking for the share. ready: playable. blocked: the browser does not keep the server's
 * `share_session_id` cookie for this page (another site), so the audio would be refused. missing: no such share
 * (deleted or expired). error: anything else (`message` says what).
 */
export type SharePhase = 'loading' | 'ready' | 'blocked' | 'missing' | 'error'

export interface ShareTrack {
  url: string
  /** Seconds from the start of the book where this file begins. */
  startOffset: number
  duration: number
}

export interface ShareState {
  phase: SharePhase
  share: PublicShare | null
  tracks: readonly ShareTrack[]
  message: string | null
}

export const shareMessages = storeMessages('share.public', {
  missing: 'This share link does not exist any more (deleted or expired).',
  blocked:
    'This browser does not send the server’s share cookie from this page: the page and the audiobookshelf server are on different sites. Serve them under one domain (for example blog.example.com and abs.example.com), or open the share on the server.',
  unreachable: 'The audiobookshelf server could not be reached, or it does not allow this page’s origin.',
  failed: 'The share could not be opened.',
})

export interface SharePlayback {
  readonly $state: ReadableAtom<ShareState>
  /** Opens the share (a listening session on the server) and checks the audio will be allowed. */
  open(startTime?: number): Promise<ShareState>
  /** Saves the anonymous position on the server (best effort). */
  saveProgress(currentTime: number): Promise<void>
  /** The share's public page on the server (plays there whatever site this page is on). */
  readonly pageUrl: string
  readonly coverUrl: string
}

/**
 * A public share (`/share/{slug}`) played with no sign-in: the server opens a listening session and sets its
 * `share_session_id` cookie, which the track and cover URLs need. Independent of the signed-in session.
 */
export function createSharePlayback(serverUrl: string, slug: string): SharePlayback {
  // Only the share endpoints: a page playing a share loads no other API area.
  const http = createHttp({ serverUrl, tokens: memoryTokenStore() })
  const shares = sharesApi(http)
  const base = http.address.baseUrl
  const $state = atom<ShareState>({ phase: 'loading', share: null, tracks: [], message: null })
  const set = (phase: SharePhase, message: string | null, share: PublicShare | null = null) => {
    const tracks = share ? tracksOf(share, base, slug) : []
    $state.set({ phase, share, tracks, message })
    return $state.get()
  }

  return {
    $state,
    pageUrl: urls.shareUrl(base, slug),
    coverUrl: urls.publicShareCoverUrl(base, slug),
    async open(startTime) {
      set('loading', null)
      let share: PublicShare
      try {
        share = await shares.open(slug, startTime)
      } catch (error) {
        if (isApiError(error) && error.status === 404) return set('missing', shareMessages.get().missing)
        if (isApiError(error) && error.kind === 'network')
          return set('error', shareMessages.get().unreachable)
        console.error('Failed to open the share', error)
        return set('error', shareMessages.get().failed)
      }
      const cookieKept = await sendsShareCookie(urls.publicShareTrackUrl(base, slug, 1))
      return cookieKept ? set('ready', null, share) : set('blocked', shareMessages.get().blocked, share)
    },
    async saveProgress(currentTime) {
      try {
        await shares.saveProgress(slug, currentTime)
      } catch (error) {
        console.error('Failed to save the share position', error)
      }
    },
  }
}

function tracksOf(share: PublicShare, base: string, slug: string): ShareTrack[] {
  return [...share.playbackSession.audioTracks]
    .sort((a, b) => a.index - b.index)
    .map((track) => ({
      url: urls.publicShareTrackUrl(base, slug, track.index),
      startOffset: track.startOffset,
      duration: track.duration,
    }))
}

/**
 * Asks for the first track the way the audio element will (cookies included) and stops at the headers: the
 * server answers 404 "Share session not set" when the browser kept or sent no cookie, as across sites.
 */
async function sendsShareCookie(trackUrl: string): Promise<boolean> {
  const controller = new AbortController()
  try {
    const response = await fetch(trackUrl, { credentials: 'include', signal: controller.signal })
    return response.ok
  } catch {
    return false
  } finally {
    controller.abort()
  }
}
