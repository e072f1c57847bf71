/** Chapter tone frequencies (C major arpeggio), so every chapter sounds different. */
const CHAPTER_FREQUENCIES = [262, 330, 392, 523, 659, 784, 1047, 1319]
const BEEP_FREQUENCY = 1760
const BEEP_PERIOD = 0.5

export interface ToneSpec {
  /** 1-based chapter number: the segment opens with this many short beeps. */
  chapter: number
  seconds: number
  /** Shifts every tone of a book so different books sound different too (1 = unchanged). */
  pitch?: number
}

/**
 * Filtergraph sources for one chapter: N beeps (N = chapter number), then a steady, slowly pulsing tone whose
 * pitch depends on the chapter. Listening, or looking at a waveform, tells which chapter is playing.
 * Returns source chains to be concatenated in order; the beeps use aevalsrc, the long tone the cheaper sine.
 */
export function chapterToneSources(spec: ToneSpec, sampleRate: number): string[] {
  const pitch = spec.pitch ?? 1
  const frequency = Math.round(CHAPTER_FREQUENCIES[(spec.chapter - 1) % CHAPTER_FREQUENCIES.length] * pitch)
  const beepSeconds = Math.min(spec.chapter * BEEP_PERIOD, spec.seconds / 2)
  const beep = `if(lt(mod(t,${BEEP_PERIOD}),${BEEP_PERIOD / 2}),0.35*sin(2*PI*${BEEP_FREQUENCY}*t),0)`
  return [
    `aevalsrc='${beep}':s=${sampleRate}:d=${beepSeconds}`,
    `sine=f=${frequency}:r=${sampleRate}:d=${round(spec.seconds - beepSeconds)},volume=1.6,tremolo=f=0.5:d=0.25`,
  ]
}

/** A filter_complex concatenating the sources into one labelled mono stream. */
export function concatSources(sources: string[], outputLabel: string): string {
  const labelled = sources.map((source, index) => `${source}[s${index}]`)
  const inputs = sources.map((_, index) => `[s${index}]`).join('')
  return `${labelled.join(';')};${inputs}concat=n=${sources.length}:v=0:a=1[${outputLabel}]`
}

function round(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6
}
