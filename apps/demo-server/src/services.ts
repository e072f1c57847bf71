import type { ServerContext } from './context'
import { ProbeCache } from './library/probe-cache'
import { SessionManager } from './playback/session-manager'
import { MetadataEmbedder } from './tasks/embed-metadata'
import { LibraryScans } from './tasks/library-scans'
import { TaskManager } from './tasks/task-manager'

/** The long-lived workers behind the routes: playback sessions, tasks, scans and metadata embedding. */
export interface Services {
  sessions: SessionManager
  tasks: TaskManager
  scans: LibraryScans
  embedder: MetadataEmbedder
  probes: ProbeCache
}

export function createServices(ctx: ServerContext): Services {
  const probes = ProbeCache.inDirectory(ctx.config.cacheDir)
  const tasks = new TaskManager(ctx.hub)
  return {
    sessions: new SessionManager(ctx),
    tasks,
    scans: new LibraryScans(ctx, tasks, probes),
    embedder: new MetadataEmbedder(ctx, tasks, probes),
    probes,
  }
}
