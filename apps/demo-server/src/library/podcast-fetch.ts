import { parsePodcastFeed } from './podcast-rss'
import { hostIsLoopback } from './remote-image'

/** A podcast feed as the real server's podcastUtils returns it (metadata and episodes). */
export type RssPodcast = NonNullable<ReturnType<typeof parsePodcastFeed>>
export type RssEpisode = RssPodcast['episodes'][number]

/**
 * GET from a loopback address only (the demo server has no internet: its podcast feeds are served by itself),
 * giving up after `timeoutMs` as the real server does after PODCAST_DOWNLOAD_TIMEOUT. Null when refused or failed.
 */
export async function fetchFromThisMachine(url: string, timeoutMs: number): Promise<Response | null> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !(await hostIsLoopback(parsed.hostname))) return null
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs) })
    return response.ok ? response : null
  } catch {
    return null
  }
}

/** Reads and parses a podcast feed; null when it cannot be fetched in time or is not a podcast feed. */
export async function getPodcastFeed(feedUrl: string, timeoutMs: number): Promise<RssPodcast | null> {
  const response = await fetchFromThisMachine(feedUrl, timeoutMs)
  const xml = response ? await response.text().catch(() => null) : null
  return xml ? parsePodcastFeed(xml, feedUrl) : null
}
