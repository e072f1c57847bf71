import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { ffmpegPath } from './ffmpeg/ffmpeg-path'

const run = promisify(execFile)

/** An image of one colour (`rrggbb`) of `width`×`height`, drawn with ffmpeg; its format follows the path's extension. */
export async function paintImage(path: string, colour: string, width: number, height: number): Promise<void> {
  await run(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${colour}:s=${width}x${height}`,
    '-frames:v',
    '1',
    path,
  ])
}
