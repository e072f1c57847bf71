import { join } from 'node:path'
import type { ServerContext } from './context'
import { PodcastHostMedia } from './library/podcast-host-media'
import { ProbeCache } from './library/probe-cache'
import { SessionManager } from './playback/session-manager'
import type { OutgoingMail } from './routes/emails'
import { Backups } from './state/backups'
import { MetadataEmbedder } from './tasks/embed-metadata'
import { M4bEncoder } from './tasks/encode-m4b'
import { LibraryScanSchedules } from './tasks/library-scan-schedules'
import { LibraryScans } from './tasks/library-scans'
import { PodcastDownloads } from './tasks/podcast-downloads'
import { PodcastSchedules } from './tasks/podcast-schedules'
import { ServerLog } from './tasks/server-log'
import { TaskManager } from './tasks/task-manager'

/** The long-lived workers behind the routes: playback sessions, tasks, scans, metadata embedding, M4B encodes, the log. */
export interface Services {
  sessions: SessionManager
  tasks: TaskManager
  scans: LibraryScans
  /** Libraries' scheduled scans (settings.autoScanCronExpression). */
  scanSchedules: LibraryScanSchedules
  embedder: MetadataEmbedder
  encoder: M4bEncoder
  probes: ProbeCache
  log: ServerLog
  podcastDownloads: PodcastDownloads
  podcastSchedules: PodcastSchedules
  /** Audio and covers of the podcast feeds the server publishes itself. */
  podcastHostMedia: PodcastHostMedia
  backups: Backups
  /** What the server would have e-mailed (it has no mail transport). */
  mailOutbox: OutgoingMail[]
}

export function createServices(ctx: ServerContext): Services {
  const probes = ProbeCache.inDirectory(ctx.config.cacheDir)
  const log = new ServerLog(() => ctx.store.serverSettings.logLevel)
  const tasks = new TaskManager(ctx.hub, log)
  const podcastDownloads = new PodcastDownloads(ctx, tasks, probes, log)
  const scans = new LibraryScans(ctx, tasks, probes)
  return {
    mailOutbox: [],
    sessions: new SessionManager(ctx),
    tasks,
    scans,
    scanSchedules: new LibraryScanSchedules(ctx.store, scans, log),
    embedder: new MetadataEmbedder(ctx, tasks, probes),
    encoder: new M4bEncoder(tasks),
    probes,
    log,
    podcastDownloads,
    podcastSchedules: new PodcastSchedules(ctx, podcastDownloads, log),
    podcastHostMedia: new PodcastHostMedia(join(ctx.config.cacheDir, 'podcast-host')),
    backups: new Backups(ctx, log),
  }
}
