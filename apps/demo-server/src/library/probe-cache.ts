import { createHash } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type ProbedAudio, probeAudio } from '../media'

const sampledBytes = 256 * 1024

/** Size plus a hash of the first 256 KiB: cheap, and stable across copies of the same generated file. */
function contentKey(path: string, size: number): string {
  const buffer = Buffer.alloc(Math.min(size, sampledBytes))
  const fd = openSync(path, 'r')
  try {
    readSync(fd, buffer, 0, buffer.length, 0)
  } finally {
    closeSync(fd)
  }
  return `${size}:${createHash('sha1').update(buffer).digest('hex')}`
}

/**
 * Remembers probe results on disk (next to the generated-media cache) so a fresh data folder filled with
 * copies of cached sample media is scanned without running ffmpeg again.
 */
export class ProbeCache {
  private readonly entries: Record<string, ProbedAudio>
  private dirty = false

  constructor(private readonly file: string | null) {
    let entries: Record<string, ProbedAudio> = {}
    if (file) {
      try {
        entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ProbedAudio>
      } catch {
        entries = {}
      }
    }
    this.entries = entries
  }

  static inDirectory(cacheDir: string): ProbeCache {
    return new ProbeCache(join(cacheDir, 'probe-cache.json'))
  }

  async probe(path: string, size: number): Promise<ProbedAudio> {
    const key = contentKey(path, size)
    const known = this.entries[key]
    if (known) return structuredClone(known)
    const probed = await probeAudio(path)
    this.entries[key] = probed
    this.dirty = true
    return structuredClone(probed)
  }

  /** Writes new entries to disk; failures only cost a re-probe next time. */
  flush(): void {
    if (!this.file || !this.dirty) return
    try {
      mkdirSync(dirname(this.file), { recursive: true })
      const temporary = `${this.file}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(this.entries))
      renameSync(temporary, this.file)
      this.dirty = false
    } catch {
      // A read-only cache folder is fine: the next start probes again.
    }
  }
}
