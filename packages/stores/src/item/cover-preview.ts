import { atom } from 'nanostores'
import { shared } from '../registry'

/** The raw cover preview (spec 02 §2): the address of the image shown 90% by 90% of the screen, or null. */
export const $rawCoverPreview = shared('item.rawCoverPreview', () => atom<string | null>(null))

export function openRawCoverPreview(src: string): void {
  $rawCoverPreview.set(src)
}

export function closeRawCoverPreview(): void {
  $rawCoverPreview.set(null)
}
