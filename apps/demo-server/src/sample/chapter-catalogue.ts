/**
 * The offline chapter provider `GET /api/search/chapters` asks (the real server asks Audnexus): chapter lists by
 * ASIN and region, in Audnexus's shape, with Audible's branding intro and outro inside the times.
 */
interface CatalogueChapters {
  asin: string
  regions: string[]
  brandIntroDurationMs: number
  brandOutroDurationMs: number
  /** Title and length in ms of each chapter, in order. */
  chapters: [string, number][]
}

const catalogue: CatalogueChapters[] = [
  {
    // Book One: its four chapters, the first holding a one-second intro, and a two-second outro chapter.
    asin: 'B0SAMPLE01',
    regions: ['us', 'uk', 'ca', 'au'],
    brandIntroDurationMs: 1000,
    brandOutroDurationMs: 2000,
    chapters: [
      ['Chapter One', 22831],
      ['Chapter Two', 21879],
      ['Chapter Three', 21855],
      ['Chapter Four', 22010],
      ['End Credits', 2000],
    ],
  },
  {
    // The Third Lantern (24 s): a longer edition, so two chapters start after the book's end.
    asin: 'B0SAMPLE03',
    regions: ['us'],
    brandIntroDurationMs: 2000,
    brandOutroDurationMs: 3000,
    chapters: [
      ['Opening', 14000],
      ['Closing', 12000],
      ['Afterword', 9000],
      ['End Credits', 3000],
    ],
  },
]

/** Audnexus's chapter data for an ASIN in a region, or null when it has none. */
export function findCatalogueChapters(asin: string, region: string) {
  const entry = catalogue.find((c) => c.asin === asin.toUpperCase() && c.regions.includes(region))
  if (!entry) return null
  let startOffsetMs = 0
  const chapters = entry.chapters.map(([title, lengthMs]) => {
    const chapter = { lengthMs, startOffsetMs, startOffsetSec: Math.floor(startOffsetMs / 1000), title }
    startOffsetMs += lengthMs
    return chapter
  })
  return {
    asin: entry.asin,
    brandIntroDurationMs: entry.brandIntroDurationMs,
    brandOutroDurationMs: entry.brandOutroDurationMs,
    chapters,
    isAccurate: true,
    region,
    runtimeLengthMs: startOffsetMs,
    runtimeLengthSec: Math.floor(startOffsetMs / 1000),
  }
}
