import { spawn } from 'node:child_process'
import { ffmpegPath } from './ffmpeg-path'

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message)
    this.name = 'FfmpegError'
  }
}

export interface FfmpegRunOptions {
  /** Receives stdout chunks as they arrive (stdout is not kept otherwise). */
  onStdout?: (chunk: Buffer) => void
  /** Working directory, so filter options can name files without path escaping. */
  cwd?: string
}

const STDERR_LIMIT = 256 * 1024

/** Runs ffmpeg to completion; resolves with its stderr, rejects with FfmpegError on a non-zero exit. */
export function runFfmpeg(args: string[], options: FfmpegRunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: options.cwd,
    })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (text: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += text
    })
    child.stdout.on('data', (chunk: Buffer) => options.onStdout?.(chunk))
    child.on('error', (error) =>
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`, null, stderr)),
    )
    child.on('close', (code) => {
      if (code === 0) resolve(stderr)
      else reject(new FfmpegError(`ffmpeg exited with code ${code}: ${lastLines(stderr, 4)}`, code, stderr))
    })
  })
}

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').slice(-count).join(' | ')
}
