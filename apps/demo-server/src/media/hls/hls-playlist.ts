/** Number of segments covering `duration` seconds (the last one may be shorter). */
export function segmentCount(duration: number, segmentSeconds: number): number {
  const full = Math.floor(duration / segmentSeconds)
  return duration - full * segmentSeconds > 0 ? full + 1 : full
}

/**
 * The VOD playlist the real server writes before transcoding starts: every segment of the whole duration,
 * `output-N.ts`, the last EXTINF being the remainder. The remainder is computed as the real server does
 * (`duration - full * segmentSeconds`), so the text matches it byte for byte.
 */
export function hlsPlaylist(duration: number, segmentSeconds: number): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-ALLOW-CACHE:NO',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ]
  const full = Math.floor(duration / segmentSeconds)
  for (let index = 0; index < full; index++) lines.push(`#EXTINF:${segmentSeconds},`, segmentFileName(index))
  const remainder = duration - full * segmentSeconds
  if (remainder > 0) lines.push(`#EXTINF:${remainder},`, segmentFileName(full))
  lines.push('#EXT-X-ENDLIST')
  return lines.join('\n')
}

export function segmentFileName(index: number): string {
  return `output-${index}.ts`
}
