/**
 * Reads ffmpeg `-f framecrc` output (one line per packet) as it streams, keeping only what a probe needs:
 * the stream time base and the span from the first packet to the end of the last one.
 */
export class FramecrcSummary {
  private pending = ''
  private timeBase: [number, number] | null = null
  private firstPts: number | null = null
  private endPts: number | null = null

  push(chunk: Buffer | string): void {
    const lines = (this.pending + chunk.toString()).split('\n')
    this.pending = lines.pop() ?? ''
    for (const line of lines) this.readLine(line)
  }

  /** `1/22050` style time base of stream 0. */
  get timeBaseText(): string | null {
    return this.timeBase ? `${this.timeBase[0]}/${this.timeBase[1]}` : null
  }

  /** Seconds of audio covered by the packets seen; negative (pre-roll) timestamps count from 0. */
  get duration(): number | null {
    this.readLine(this.pending)
    this.pending = ''
    if (!this.timeBase || this.firstPts === null || this.endPts === null) return null
    const ticks = this.endPts - Math.max(this.firstPts, 0)
    return (ticks * this.timeBase[0]) / this.timeBase[1]
  }

  private readLine(line: string): void {
    const timeBase = /^#tb 0: (\d+)\/(\d+)/.exec(line)
    if (timeBase) {
      this.timeBase = [Number(timeBase[1]), Number(timeBase[2])]
      return
    }
    const packet = /^0,\s*-?\d+,\s*(-?\d+),\s*(\d+),/.exec(line)
    if (!packet) return
    const pts = Number(packet[1])
    if (this.firstPts === null) this.firstPts = pts
    this.endPts = Math.max(this.endPts ?? 0, pts + Number(packet[2]))
  }
}
