import { buildCbr } from './cbr'
import { buildPdf } from './pdf'

/** The password of the protected samples (error tests: a reader asks for it, or refuses the file). */
export const PROTECTED_SAMPLE_PASSWORD = 'open sesame'

export const PROTECTED_SAMPLES = ['protected-pdf', 'protected-cbr'] as const
export type ProtectedSample = (typeof PROTECTED_SAMPLES)[number]

/**
 * A password-protected pdf (two pages, AES-256) or cbr (two pages, RAR 3 AES-128), generated on demand: they are
 * not part of the sample library, a fault rule serves one in place of an item's file (`sample` in faults.ts).
 */
export function protectedSample(name: ProtectedSample): Uint8Array {
  if (name === 'protected-pdf') {
    return buildPdf({
      title: 'Locked Book',
      author: 'Author L',
      password: PROTECTED_SAMPLE_PASSWORD,
      pages: [1, 2].map((n) => ({
        heading: `Locked Book - Page ${n}`,
        paragraphs: [`This page opens only with the password. Page ${n} of the locked sample.`],
      })),
    })
  }
  return buildCbr({
    password: PROTECTED_SAMPLE_PASSWORD,
    pages: [1, 2].map((n) => new TextEncoder().encode(`locked page ${n}`)),
  })
}
