export { EbookProtectedError, readerErrorMessages, readerLoadErrorMessage } from './errors'
export {
  ebookFormatOf,
  hasEbook,
  isEbookOnly,
  OPENABLE_READER_FORMATS,
  READER_FORMATS,
  REFLOWABLE_READER_FORMATS,
  type ReaderFile,
  readerFileFor,
  readerHasSettings,
} from './file'
export { READER_HOTKEYS, type ReaderHotkeyAction, readerHotkeyAction } from './hotkeys'
export {
  cfiFromLocation,
  createReaderProgressSaver,
  ebookProgressUpdate,
  epubLocationsKey,
  pageFromLocation,
  READER_PROGRESS_DELAY_MS,
  type ReaderPosition,
  type ReaderProgressSaver,
  sectionFraction,
  storedEpubLocations,
  storeEpubLocations,
  UNSAVED_READER_PROGRESS,
} from './progress'
export {
  $readerSettings,
  clampToRange,
  mergeReaderSettings,
  type NumberRange,
  READER_SETTING_RANGES,
  READER_SETTINGS_DEFAULTS,
  type ReaderFont,
  type ReaderSettings,
  type ReaderSpread,
  type ReaderTheme,
  readerThemeFor,
  readStoredReaderSettings,
  updateReaderSettings,
} from './settings'
export {
  $reader,
  $readerSearchQuery,
  closeReader,
  loadReaderFile,
  openReader,
  READER_SEARCH_MIN_LENGTH,
  type ReaderState,
  readerStateFor,
  savedReaderLocation,
  searchesFor,
  setReaderSearchQuery,
} from './store'
export { acceptsTouchStart, SWIPE_RULES, type SwipeAction, swipeAction, type TouchPoint } from './swipe'
