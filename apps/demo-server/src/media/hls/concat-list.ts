export interface TimelineTrack {
  path: string
  /** Seconds from the start of the item to the start of this track. */
  startOffset: number
  duration: number
}

/**
 * An ffconcat list starting with the track that contains `startTime`, plus the seek offset inside that
 * track. Seeking inside one file is reliable; seeking across a whole concat list is not (mp3 in particular).
 */
export function concatListFrom(
  tracks: TimelineTrack[],
  startTime: number,
): { text: string; seekInFirst: number } {
  const ordered = tracks.toSorted((a, b) => a.startOffset - b.startOffset)
  const firstIndex = Math.max(
    0,
    ordered.findLastIndex((track) => track.startOffset <= startTime),
  )
  const included = ordered.slice(firstIndex)
  const lines = ['ffconcat version 1.0']
  for (const track of included)
    lines.push(`file '${track.path.replace(/'/g, "'\\''")}'`, `duration ${track.duration}`)
  const seekInFirst = Math.max(0, startTime - (included[0]?.startOffset ?? 0))
  return { text: `${lines.join('\n')}\n`, seekInFirst }
}
