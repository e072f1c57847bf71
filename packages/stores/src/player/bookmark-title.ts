import { formatServerDateTime } from '../date-format'

/**
 * Spec 01 §5: an empty title becomes the current date and time in the server's formats. Apart from the other
 * bookmark rules because the date formatting it needs loads only when a bookmark is made.
 */
export function bookmarkTitleFor(
  title: string,
  now: Date,
  formats: { dateFormat?: string | null; timeFormat?: string | null },
): string {
  const trimmed = title.trim()
  return trimmed || formatServerDateTime(now, formats)
}
