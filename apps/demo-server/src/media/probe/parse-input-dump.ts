/** What `ffmpeg -i <file>` prints about its first input, parsed from stderr. */
export interface InputDump {
  /** Demuxer short names, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `mp3`. */
  formatName: string | null
  /** Container duration, centisecond precision. */
  duration: number | null
  /** Container bit rate in bit/s (kb/s precision). */
  bitRate: number | null
  tags: Record<string, string>
  chapters: { start: number; end: number; title: string }[]
  audio: AudioStreamDump | null
  /** Codec of the first video stream (cover art in audio files), e.g. `mjpeg`. */
  coverCodec: string | null
}

export interface AudioStreamDump {
  codec: string
  sampleRate: number
  channelLayout: string
  bitRate: number | null
  language: string | null
}

type MetadataTarget = Record<string, string> | null

const INPUT_HEADER = /^Input #0, (.+), from '/
const DURATION_LINE = /^\s+Duration: (N\/A|(\d+):(\d+):(\d+(?:\.\d+)?)).*?(?:bitrate: (\d+) kb\/s)?$/
const CHAPTER_LINE = /^\s+Chapter #0:\d+: start (-?\d+(?:\.\d+)?), end (-?\d+(?:\.\d+)?)/
const STREAM_LINE =
  /^\s+Stream #0:\d+(?:\[0x[0-9a-f]+\])?(?:\((\w+)\))?: (Audio|Video|Data|Subtitle|Attachment): (.*)$/
const AUDIO_DETAILS = /^(\w+)[^,]*, (\d+) Hz, ([^,]+)(?:, [^,]+)?(?:, (\d+) kb\/s)?/
const METADATA_ENTRY = /^(\s+)(\S[^:]*?)\s*: ?(.*)$/
const METADATA_CONTINUATION = /^\s+: ?(.*)$/

export function parseInputDump(stderr: string): InputDump {
  const dump: InputDump = {
    formatName: null,
    duration: null,
    bitRate: null,
    tags: {},
    chapters: [],
    audio: null,
    coverCodec: null,
  }
  let inInput = false
  let nextMetadataTarget: MetadataTarget = null
  let metadata: MetadataTarget = null
  let metadataIndent = -1
  let lastKey: string | null = null
  const chapterRecords: { start: number; end: number; tags: Record<string, string> }[] = []

  for (const line of stderr.split(/\r?\n/)) {
    if (!inInput) {
      const header = INPUT_HEADER.exec(line)
      if (header) {
        inInput = true
        dump.formatName = header[1]
        nextMetadataTarget = dump.tags
      }
      continue
    }
    if (/^(Output #|Stream mapping:|Input #1)/.test(line)) break

    const indent = line.length - line.trimStart().length
    if (metadata && indent > metadataIndent) {
      const continuation = METADATA_CONTINUATION.exec(line)
      if (continuation && lastKey) {
        metadata[lastKey] += `\n${continuation[1]}`
        continue
      }
      const entry = METADATA_ENTRY.exec(line)
      if (entry) {
        lastKey = entry[2]
        metadata[lastKey] = entry[3]
        continue
      }
    }
    metadata = null
    lastKey = null

    if (line.trim() === 'Metadata:') {
      metadata = nextMetadataTarget ?? {}
      metadataIndent = indent
      continue
    }
    const duration = DURATION_LINE.exec(line)
    if (duration) {
      if (duration[2])
        dump.duration = Number(duration[2]) * 3600 + Number(duration[3]) * 60 + Number(duration[4])
      if (duration[5]) dump.bitRate = Number(duration[5]) * 1000
      nextMetadataTarget = null
      continue
    }
    const chapter = CHAPTER_LINE.exec(line)
    if (chapter) {
      nextMetadataTarget = {}
      chapterRecords.push({ start: Number(chapter[1]), end: Number(chapter[2]), tags: nextMetadataTarget })
      continue
    }
    const stream = STREAM_LINE.exec(line)
    if (stream) {
      nextMetadataTarget = null
      const [, language, kind, details] = stream
      if (kind === 'Audio' && !dump.audio) dump.audio = parseAudioDetails(details, language ?? null)
      if (kind === 'Video' && !dump.coverCodec) dump.coverCodec = /^(\w+)/.exec(details)?.[1] ?? null
    }
  }
  dump.chapters = chapterRecords.map(({ start, end, tags }) => ({
    start,
    end,
    title: (tags.title ?? '').trim(),
  }))
  return dump
}

function parseAudioDetails(details: string, language: string | null): AudioStreamDump | null {
  const match = AUDIO_DETAILS.exec(details)
  if (!match) return null
  return {
    codec: match[1],
    sampleRate: Number(match[2]),
    channelLayout: match[3].split('(')[0],
    bitRate: match[4] ? Number(match[4]) * 1000 : null,
    language,
  }
}
