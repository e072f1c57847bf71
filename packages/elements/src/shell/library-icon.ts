import type { IconName } from '../ui/icons'

/** The server's library icon names (spec 01 §3) drawn with our icon set; unknown names fall back to database. */
const LIBRARY_ICONS: Readonly<Record<string, IconName>> = {
  database: 'database',
  audiobookshelf: 'headphones',
  'books-1': 'library',
  'books-2': 'series',
  'book-1': 'book',
  'microphone-1': 'microphone',
  'microphone-3': 'narrator',
  radio: 'radio',
  podcast: 'podcast',
  rss: 'rss',
  headphones: 'headphones',
  music: 'music',
  'file-picture': 'picture',
  rocket: 'rocket',
  power: 'power',
  star: 'star',
  heart: 'heart',
}

export function libraryIcon(icon: string | null | undefined): IconName {
  return (icon && LIBRARY_ICONS[icon]) || 'database'
}

/** The icon names a library can be given (library settings). */
export const LIBRARY_ICON_NAMES: readonly string[] = Object.keys(LIBRARY_ICONS)
