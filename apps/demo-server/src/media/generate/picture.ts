import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { runFfmpeg } from '../ffmpeg/run-ffmpeg'
import { findFont } from './fonts'
import { wrapWords } from './wrap-words'

export interface PictureSpec {
  width: number
  height: number
  /** Picks colours and pattern; equal seeds give equal pictures. */
  seed: number
  /** Centred text lines (first one large); drawn only when a font is available. */
  lines?: string[]
  /** Draws comic-style panel frames over the background. */
  panels?: boolean
}

/** Background patterns as geq expressions over X, Y, W, H giving a 0..1 mix between two colours. */
const PATTERNS = [
  '(X+Y)/(W+H)',
  'min(1,hypot(X-W/2,Y-H/2)/(W*0.71))',
  '0.5+0.5*sin(2*PI*(3*Y/H+X/W))',
  '0.5+0.5*cos(hypot(X-W*0.3,Y-H*0.7)/14)',
  'if(lt(mod(X+Y,90),45),0.2,0.8)',
  'Y/H',
]

/** Renders a JPEG (covers, comic pages) with ffmpeg: colour pattern, optional panels, optional text. */
export async function renderPicture(path: string, spec: PictureSpec): Promise<void> {
  const [from, to] = palette(spec.seed)
  const mix = PATTERNS[spec.seed % PATTERNS.length]
  const channel = (a: number, b: number) => `'${a}+(${b - a})*(${mix})'`
  const filters = [
    `nullsrc=s=${spec.width}x${spec.height}:d=1`,
    'format=rgb24',
    `geq=r=${channel(from[0], to[0])}:g=${channel(from[1], to[1])}:b=${channel(from[2], to[2])}`,
  ]
  if (spec.panels) filters.push(...panelFrames(spec.width, spec.height))
  const textFiles: string[] = []
  const font = findFont()
  if (font && spec.lines?.length) {
    const workDir = dirname(path)
    let y = spec.height * 0.36
    for (const [index, text] of spec.lines.entries()) {
      const fileName = `.drawtext-${randomUUID()}.txt`
      const wrapped = wrapWords(text, index === 0 ? 16 : 24).join('\n')
      textFiles.push(join(workDir, fileName))
      await writeFile(join(workDir, fileName), wrapped)
      const size = Math.round((index === 0 ? 0.09 : 0.055) * spec.width)
      filters.push(
        `drawtext=fontfile=${font}:textfile=${fileName}:expansion=none:fontcolor=white:fontsize=${size}` +
          `:line_spacing=${Math.round(size / 4)}:x=(w-text_w)/2:y=${Math.round(y)}:shadowx=2:shadowy=2:shadowcolor=black@0.7`,
      )
      y += size * (wrapped.split('\n').length + 0.8)
    }
  }
  try {
    await runFfmpeg(
      [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        filters.join(','),
        '-frames:v',
        '1',
        '-q:v',
        '5',
        path,
      ],
      { cwd: dirname(path) },
    )
  } finally {
    await Promise.all(textFiles.map((file) => rm(file, { force: true })))
  }
}

function panelFrames(width: number, height: number): string[] {
  const margin = Math.round(width * 0.05)
  const gutter = Math.round(width * 0.03)
  const innerWidth = width - 2 * margin
  const rowHeight = Math.round((height - 2 * margin - 2 * gutter) / 3)
  const half = Math.round((innerWidth - gutter) / 2)
  const boxes = [
    [margin, margin, innerWidth, rowHeight],
    [margin, margin + rowHeight + gutter, half, rowHeight],
    [margin + half + gutter, margin + rowHeight + gutter, innerWidth - half - gutter, rowHeight],
    [margin, margin + 2 * (rowHeight + gutter), innerWidth, rowHeight],
  ]
  return boxes.map(([x, y, w, h]) => `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=black:t=6`)
}

type Rgb = [number, number, number]

function palette(seed: number): [Rgb, Rgb] {
  const hue = (seed * 137.508) % 360
  return [hslToRgb(hue, 0.55, 0.3), hslToRgb((hue + 150) % 360, 0.6, 0.62)]
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const m = lightness - chroma / 2
  const sector = Math.floor(hue / 60) % 6
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector]
  return [r, g, b].map((value) => Math.round((value + m) * 255)) as Rgb
}
