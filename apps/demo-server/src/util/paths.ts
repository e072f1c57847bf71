import { relative, resolve, sep } from 'node:path'

/** True when `path` is `root` itself or lies below it (after resolving `..`). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(resolve(root), resolve(path))
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep))
}

/** Forward-slash relative path, as the real server stores relPath on every platform. */
export function posixRelative(from: string, to: string): string {
  return relative(from, to).split(sep).join('/')
}
