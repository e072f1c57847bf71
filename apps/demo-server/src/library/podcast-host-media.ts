import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { encodeToneMp3 } from '../media/generate/encode-audio'
import { renderPicture } from '../media/generate/picture'

/**
 * The audio and covers of the demo server's own podcast feeds, made with ffmpeg the first time they are asked for
 * and kept in `<cacheDir>/podcast-host/`. Episode N opens with N mod 8 beeps (see media/generate/tones.ts), so a
 * downloaded episode can be told apart by ear.
 */
export class PodcastHostMedia {
  private readonly pending = new Map<string, Promise<string>>()

  constructor(private readonly dir: string) {}

  episodeAudio(podcastTitle: string, number: number, seconds: number): Promise<string> {
    const chapter = ((number - 1) % 8) + 1
    return this.once(`tone-${chapter}-${seconds}.mp3`, (path) =>
      encodeToneMp3(path, { chapter, seconds }, { title: `Episode ${number}`, album: podcastTitle }),
    )
  }

  cover(slug: string, seed: number, title: string): Promise<string> {
    return this.once(`cover-${slug}.jpg`, (path) =>
      renderPicture(path, { width: 400, height: 400, seed, lines: [title] }),
    )
  }

  /** Makes a file once (also across processes sharing the cache: written aside, then renamed into place). */
  private once(name: string, make: (path: string) => Promise<void>): Promise<string> {
    const path = join(this.dir, name)
    const known = this.pending.get(name)
    if (known) return known
    const made = (async () => {
      if (existsSync(path)) return path
      mkdirSync(this.dir, { recursive: true })
      const temporary = join(this.dir, `.${process.pid}-${name}`)
      try {
        await make(temporary)
        renameSync(temporary, path)
      } finally {
        rmSync(temporary, { force: true })
      }
      return path
    })()
    made.catch(() => this.pending.delete(name))
    this.pending.set(name, made)
    return made
  }
}
