import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'

/** Absolute path of the static ffmpeg binary shipped by @ffmpeg-installer (ffmpeg 4.1, no ffprobe). */
export function ffmpegPath(): string {
  return ffmpegInstaller.path
}
