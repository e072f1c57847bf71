/** Spec 02 §9: a new share's slug is a random id of this many characters. */
export const SHARE_SLUG_LENGTH = 10

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Characters the official client turns into a hyphen before removing the rest. */
const SEPARATORS = /[·/,:;_]/g

/**
 * Spec 02 §5 "Slug sanitising": lowercase, accents folded, spaces become hyphens (runs collapse to one), every
 * other character that is not a-z, 0-9 or a hyphen removed; leading and trailing spaces are dropped first.
 */
export function sanitizeSlug(input: string): string {
  return input
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ñ/gi, 'n')
    .replace(SEPARATORS, '-')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}

/** A random slug of lowercase letters and digits (already sanitised). */
export function randomSlug(length = SHARE_SLUG_LENGTH): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length))
  let slug = ''
  for (const byte of bytes) slug += SLUG_ALPHABET[byte % SLUG_ALPHABET.length]
  return slug
}

export type SlugCheck =
  | { ok: true; slug: string }
  | { ok: false; reason: 'required' }
  | { ok: false; reason: 'changed'; slug: string }

/**
 * Spec 02 §5 Feed / Share: an empty slug is refused; a slug that sanitising changes is refused too and the
 * sanitised form is offered in its place (the dialog puts it in the field and sends nothing).
 */
export function checkSlug(input: string): SlugCheck {
  if (!input.trim()) return { ok: false, reason: 'required' }
  const slug = sanitizeSlug(input)
  if (!slug) return { ok: false, reason: 'required' }
  return slug === input ? { ok: true, slug } : { ok: false, reason: 'changed', slug }
}
