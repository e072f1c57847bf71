import type { RequestHandler } from 'express'

/** Like the real server: any URL not under the base path is rewritten to include it. */
export function prefixBasePath(basePath: string): RequestHandler {
  return (req, _res, next) => {
    if (
      basePath &&
      !(req.url === basePath || req.url.startsWith(`${basePath}/`) || req.url.startsWith(`${basePath}?`))
    ) {
      req.url = `${basePath}${req.url}`
    }
    next()
  }
}

/** The path without the base path, for matching fault rules and counting requests. */
export function stripBasePath(basePath: string, path: string): string {
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`)))
    return path.slice(basePath.length) || '/'
  return path
}
