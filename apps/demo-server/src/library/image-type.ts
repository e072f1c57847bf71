/** Image formats the real server accepts for covers (globals.SupportedImageTypes). */
export const SUPPORTED_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/**
 * The image type the first bytes of a file announce (like the image-type module the real server reads 12 bytes
 * with), or null when they announce no image.
 */
export function imageTypeOf(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tif'
  return null
}

/** CoverManager.checkFileIsValidImage: the type, or the error text the real server answers. */
export function checkImage(bytes: Uint8Array): { ext: string } | { error: string } {
  const ext = imageTypeOf(bytes)
  if (!ext) return { error: 'Invalid image' }
  if (!(SUPPORTED_IMAGE_TYPES as readonly string[]).includes(ext))
    return { error: `Invalid image type ${ext} (Supported: ${SUPPORTED_IMAGE_TYPES.join(',')})` }
  return { ext }
}
