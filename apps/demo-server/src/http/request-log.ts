import type { RequestHandler } from 'express'

/** Counts every HTTP request by "METHOD /path" (base path and query removed) since the server started. */
export class RequestLog {
  readonly counts: Record<string, number> = {}

  constructor(private readonly basePath: string) {}

  middleware(): RequestHandler {
    return (req, _res, next) => {
      const key = `${req.method} ${this.normalise(req.path)}`
      this.counts[key] = (this.counts[key] ?? 0) + 1
      next()
    }
  }

  private normalise(path: string): string {
    if (this.basePath && (path === this.basePath || path.startsWith(`${this.basePath}/`))) {
      return path.slice(this.basePath.length) || '/'
    }
    return path
  }
}
