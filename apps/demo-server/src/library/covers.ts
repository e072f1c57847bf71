import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Request, Response } from 'express'
import type { ServerContext } from '../context'
import { ffmpegPath } from '../media'
import { extensionOf } from './file-types'

const run = promisify(execFile)
const inFlight = new Map<string, Promise<void>>()

function positiveInt(raw: unknown, max: number | null): number | null {
  const value = Number.parseInt(String(raw ?? ''), 10)
  if (!Number.isFinite(value) || value <= 0) return null
  return max ? Math.min(value, max) : value
}

/** Encodes (once, cached under metadata/cache/covers) a resized or re-encoded copy of a cover image. */
async function cachedCover(
  source: string,
  target: string,
  width: number | null,
  height: number | null,
): Promise<void> {
  if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) return
  let job = inFlight.get(target)
  if (!job) {
    const scale = width || height ? ['-vf', `scale=${width ?? -1}:${height ?? -1}`] : []
    job = run(ffmpegPath(), ['-v', 'error', '-y', '-i', source, ...scale, '-frames:v', '1', target]).then(
      () => {},
    )
    inFlight.set(target, job)
    job.finally(() => inFlight.delete(target)).catch(() => {})
  }
  await job
}

/**
 * GET /api/items/:id/cover: the original with raw=1, otherwise the cover in the requested format (webp when
 * the client accepts it, else jpeg) and size, as the real server's cover cache does.
 */
export async function sendCover(
  ctx: ServerContext,
  req: Request,
  res: Response,
  cacheKey: string,
  coverPath: string,
): Promise<void> {
  if (req.query.raw) {
    res.sendFile(coverPath)
    return
  }
  const maxSize = ctx.config.flavour === '2.36' ? 4096 : null
  const width = positiveInt(req.query.width, maxSize)
  const height = positiveInt(req.query.height, maxSize)
  const requested = typeof req.query.format === 'string' ? req.query.format : null
  const format =
    requested === 'webp' || requested === 'jpeg'
      ? requested
      : req.accepts('image/webp') && (req.get('accept') ?? '').includes('image/webp')
        ? 'webp'
        : 'jpeg'
  const sourceExt = extensionOf(coverPath)
  const sameFormat = format === 'jpeg' ? sourceExt === 'jpg' || sourceExt === 'jpeg' : sourceExt === format
  res.type(format === 'webp' ? 'image/webp' : 'image/jpeg')
  if (!width && !height && sameFormat) {
    res.sendFile(coverPath)
    return
  }
  const dir = join(ctx.metadataDir, 'cache', 'covers')
  mkdirSync(dir, { recursive: true })
  const target = join(dir, `${cacheKey}_${width ?? 0}x${height ?? 0}.${format === 'webp' ? 'webp' : 'jpg'}`)
  await cachedCover(coverPath, target, width, height)
  res.sendFile(target)
}
