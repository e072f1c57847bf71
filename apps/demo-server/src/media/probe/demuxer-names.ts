import { runFfmpeg } from '../ffmpeg/run-ffmpeg'

let longNames: Promise<Map<string, string>> | null = null

/** The long name ffmpeg gives a demuxer (`mp3` → `MP2/3 (MPEG audio layer 2/3)`), as ffprobe reports it. */
export async function demuxerLongName(formatName: string): Promise<string | undefined> {
  longNames ??= listDemuxers()
  return (await longNames).get(formatName)
}

async function listDemuxers(): Promise<Map<string, string>> {
  let listing = ''
  const names = new Map<string, string>()
  try {
    await runFfmpeg(['-demuxers'], { onStdout: (chunk) => (listing += chunk.toString()) })
  } catch {
    return names
  }
  for (const line of listing.split('\n')) {
    const match = /^ D.? (\S+)\s+(.+)$/.exec(line)
    if (match) names.set(match[1], match[2].trim())
  }
  return names
}
