import type { ServerContext } from './context'
import { ProbeCache } from './library/probe-cache'
import { SessionManager } from './playback/session-manager'
import { Backups } from './state/backups'
import { MetadataEmbedder } from './tasks/embed-metadata'
import { M4bEncoder } from './tasks/encode-m4b'
import { LibraryScans } from './tasks/library-scans'
import { ServerLog } from './tasks/server-log'
import { TaskManager } from './tasks/task-manager'

/** The long-lived workers behind the routes: playback sessions, tasks, scans, metadata embedding, M4B encodes, the log. */
export interface Services {
  sessions: SessionManager
  tasks: TaskManager
  scans: LibraryScans
  embedder: MetadataEmbedder
  encoder: M4bEncoder
  probes: ProbeCache
  log: ServerLog
  backups: Backups
}

export function createServices(ctx: ServerContext): Services {
  const probes = ProbeCache.inDirectory(ctx.config.cacheDir)
  const log = new ServerLog()
  const tasks = new TaskManager(ctx.hub, log)
  return {
    sessions: new SessionManager(ctx),
    tasks,
    scans: new LibraryScans(ctx, tasks, probes),
    embedder: new MetadataEmbedder(ctx, tasks, probes),
    encoder: new M4bEncoder(tasks),
    probes,
    log,
    backups: new Backups(ctx, log),
  }
}
