import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { paintImage } from '../media/paint-image'

const inFlight = new Map<string, Promise<void>>()

/** Where the offline providers' cover images are served (no token, like a provider's image host). */
export const CATALOGUE_COVERS_PATH = '/public/demo-catalogue/covers'

const NAME = /^[a-z0-9-]+\.(jpg|png)$/

/** A stable colour for a cover name, so each provider's cover of a book looks different. */
function colourOf(name: string): string {
  let hash = 2166136261
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return (hash >>> 8).toString(16).padStart(6, '0').slice(-6)
}

/** The path of a catalogue cover image, painted with ffmpeg the first time; null for a name the catalogue lacks. */
export async function catalogueCoverFile(metadataDir: string, name: string): Promise<string | null> {
  if (!NAME.test(name)) return null
  const dir = join(metadataDir, 'cache', 'catalogue-covers')
  const path = join(dir, name)
  if (existsSync(path)) return path
  let job = inFlight.get(path)
  if (!job) {
    mkdirSync(dir, { recursive: true })
    // Covers from audiobookcovers.com are square PNGs; the others portrait JPEGs.
    const [width, height] = name.endsWith('.png') ? [600, 600] : [400, 600]
    job = paintImage(path, colourOf(name), width, height)
    inFlight.set(path, job)
    job.finally(() => inFlight.delete(path)).catch(() => {})
  }
  await job
  return path
}
