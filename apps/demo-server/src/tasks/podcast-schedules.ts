import { Cron } from 'croner'
import type { ServerContext } from '../context'
import { getPodcastFeed } from '../library/podcast-fetch'
import { itemView } from '../routes/library-browse'
import { itemExpandedJson } from '../serialize/library-item'
import type { LibraryItemRecord, PodcastItem } from '../state/types'
import { PodcastDownloads } from './podcast-downloads'
import type { ServerLog } from './server-log'

/** Failed feed checks in a row after which auto download is switched off (MaxFailedEpisodeChecks). */
const MAX_FAILED_CHECKS = 24

/**
 * Podcast auto download (CronManager + runEpisodeCheck): each podcast with auto download on checks its feed on its
 * cron schedule for episodes newer than its latest one (or the last check), at most maxNewEpisodesToDownload of
 * them, and queues them as auto downloads (which keep maxEpisodesToKeep).
 */
export class PodcastSchedules {
  private readonly jobs = new Map<string, { expression: string; job: Cron }>()
  private readonly failures = new Map<string, number>()

  constructor(
    private readonly ctx: ServerContext,
    private readonly downloads: PodcastDownloads,
    private readonly log: ServerLog,
  ) {
    for (const item of ctx.store.items.all()) this.update(item)
  }

  /** Starts, moves or stops the item's schedule after it was created or edited. */
  update(item: LibraryItemRecord): void {
    const current = this.jobs.get(item.id)
    const wanted =
      item.mediaType === 'podcast' && item.media.autoDownloadEpisodes && item.media.autoDownloadSchedule
    if (current && (!wanted || current.expression !== wanted)) {
      current.job.stop()
      this.jobs.delete(item.id)
    }
    if (!wanted || this.jobs.get(item.id)) return
    try {
      const job = new Cron(wanted, { protect: true }, () => void this.check(item.id))
      this.jobs.set(item.id, { expression: wanted, job })
    } catch (error) {
      this.log.add('ERROR', 'CronManager', `Invalid podcast schedule "${wanted}": ${String(error)}`)
    }
  }

  stopAll(): void {
    for (const { job } of this.jobs.values()) job.stop()
    this.jobs.clear()
  }

  private async check(itemId: string): Promise<void> {
    const { store, hub } = this.ctx
    const item = store.items.get(itemId)
    if (item?.mediaType !== 'podcast' || !item.media.metadata.feedUrl) return
    const latest = Math.max(0, ...item.media.episodes.map((e) => e.publishedAt ?? 0))
    const after = latest || item.media.lastEpisodeCheck || 0
    const feed = await getPodcastFeed(item.media.metadata.feedUrl, this.ctx.config.podcastDownloadTimeoutMs)
    const next = structuredClone(store.items.get(itemId) as PodcastItem)
    if (!feed) {
      const failures = (this.failures.get(itemId) ?? 0) + 1
      this.failures.set(itemId, failures)
      this.log.add(
        'WARN',
        'PodcastManager',
        `${failures} failed attempts at checking "${next.media.metadata.title}"`,
      )
      if (failures >= MAX_FAILED_CHECKS) {
        next.media.autoDownloadEpisodes = false
        this.failures.delete(itemId)
      }
    } else {
      this.failures.delete(itemId)
      const found = PodcastDownloads.newEpisodes(
        next,
        feed.episodes,
        after,
        next.media.maxNewEpisodesToDownload,
      )
      if (found.length) this.downloads.download(next, found, true)
    }
    next.media.lastEpisodeCheck = Date.now()
    next.updatedAt = Date.now()
    store.items.save(next)
    hub.emitItem('item_updated', next, itemExpandedJson(itemView(this.ctx), next))
    this.update(next)
  }
}
