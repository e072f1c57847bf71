import { count, i18n } from '@shelfkit/stores'

/** How many of a thing, with the language's plural forms ('1 book', '3 books'). */
export const countMessages = i18n('common.counts', {
  books: count({ one: '{count} book', other: '{count} books' }),
  items: count({ one: '{count} item', other: '{count} items' }),
  finished: count({ one: '{count} finished', other: '{count} finished' }),
  /** As card subtitles and badges write them ('1 Book', '3 Items'). */
  Books: count({ one: '{count} Book', other: '{count} Books' }),
  Items: count({ one: '{count} Item', other: '{count} Items' }),
})
