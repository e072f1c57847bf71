export { ffmpegPath } from './ffmpeg/ffmpeg-path'
export { generateLargeBook, LARGE_BOOK_TITLE } from './generate/large-book'
export { generateSampleMedia, type SampleMediaDirs } from './generate/sample-media'
export type { BookSidecar, EpisodeSidecar, PodcastSidecar } from './generate/sidecar'
export { SIDECAR_FILE_NAME } from './generate/sidecar'
export { generateSyntheticBooks } from './generate/synthetic-books'
export type {
  HlsError,
  HlsEvent,
  HlsProgress,
  HlsReady,
  HlsReset,
  HlsStream,
  HlsTranscodeOptions,
} from './hls/hls-transcode'
export { HLS_PLAYLIST_FILE_NAME, startHlsTranscode } from './hls/hls-transcode'
export { audioMimeTypeOf } from './probe/mime-types'
export type { ProbedAudio, ProbedChapter } from './probe/probe-audio'
export { probeAudio } from './probe/probe-audio'
