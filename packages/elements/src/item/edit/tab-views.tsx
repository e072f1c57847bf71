import type { ItemEditTab } from '@shelfkit/stores'
import { type ComponentType, lazy } from 'react'
import { DetailsTab } from './DetailsTab'
import type { ItemEditTabProps } from './tab-props'

/**
 * The tab views, by tab. The rules (`itemEditTabs`) know all eight tabs; the modal shows those of them that have
 * a view here, so a new tab is one line and one component. All but Details download when first shown.
 */
export const ITEM_EDIT_TAB_VIEWS: Partial<Record<ItemEditTab, ComponentType<ItemEditTabProps>>> = {
  details: DetailsTab,
  cover: lazy(() => import('./CoverTab')),
  chapters: lazy(() => import('./ChaptersTab')),
  files: lazy(() => import('./FilesTab')),
  match: lazy(() => import('./MatchTab')),
  tools: lazy(() => import('./ToolsTab')),
  episodes: lazy(() => import('./EpisodesTab').then(({ EpisodesTab }) => ({ default: EpisodesTab }))),
  schedule: lazy(() => import('./ScheduleTab').then(({ ScheduleTab }) => ({ default: ScheduleTab }))),
}
