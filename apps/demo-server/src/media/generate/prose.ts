const OPENINGS = [
  'The lighthouse keeper counted the ships',
  'Rain moved across the harbour',
  'Nobody in the village remembered the bridge',
  'The letter arrived three days late',
  'A narrow path climbed towards the observatory',
  'The old clock in the station hall',
  'Every spring the river carried new stones',
  'The archive smelled of dust and cedar',
]
const MIDDLES = [
  'while the evening settled over the roofs',
  'as if the world had paused to listen',
  'and the wind carried voices from the shore',
  'long after the last lantern had been lit',
  'though no one could say exactly why',
  'in the quiet between two tides',
]
const ENDINGS = [
  'Somewhere a door closed softly.',
  'It was, everyone agreed, the beginning of something.',
  'The map on the wall showed a road that no longer existed.',
  'By morning the fog had lifted and the answer was plain.',
  'She wrote it all down, line by careful line.',
  'The bells rang once, then fell silent.',
]

/** Deterministic filler paragraphs (ASCII only, so PDF and EPUB writers need no font encoding). */
export function sampleParagraphs(seed: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const pick = <T>(list: T[], salt: number) => list[(seed * 7 + index * 3 + salt) % list.length]
    const sentences = [0, 1, 2].map(
      (salt) => `${pick(OPENINGS, salt * 5)} ${pick(MIDDLES, salt * 2 + 1)}. ${pick(ENDINGS, salt + index)}`,
    )
    return sentences.join(' ')
  })
}
