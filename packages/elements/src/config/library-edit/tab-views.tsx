import type { LibraryEditTab } from '@shelfkit/stores'
import type { ComponentType } from 'react'
import { DetailsTab } from './DetailsTab'
import { ScannerTab } from './ScannerTab'
import { ScheduleTab } from './ScheduleTab'
import { SettingsTab } from './SettingsTab'
import { ToolsTab } from './ToolsTab'
import type { LibraryEditTabProps } from './tab-props'

/** The tab views of the library edit modal, by tab (`libraryEditTabs` says which ones a library shows). */
export const LIBRARY_EDIT_TAB_VIEWS: Record<LibraryEditTab, ComponentType<LibraryEditTabProps>> = {
  details: DetailsTab,
  settings: SettingsTab,
  scanner: ScannerTab,
  schedule: ScheduleTab,
  tools: ToolsTab,
}
