import { existsSync } from 'node:fs'

/** Common locations of a sans-serif TrueType font; none is guaranteed to exist. */
const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
]

// Only paths that need no escaping inside an ffmpeg filtergraph are usable.
const FILTER_SAFE_PATH = /^[\w/.-]+$/

let found: string | null | undefined

/** A font file for ffmpeg's drawtext, or null when the machine has none we know of. */
export function findFont(): string | null {
  if (found === undefined) {
    found = CANDIDATES.find((path) => FILTER_SAFE_PATH.test(path) && existsSync(path)) ?? null
  }
  return found
}
