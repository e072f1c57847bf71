export { Bookshelf, type BookshelfProps } from './bookshelf/Bookshelf'
export { BookshelfGrid, type BookshelfGridProps, OVERSCAN_ROWS } from './bookshelf/BookshelfGrid'
export { BookshelfToolbar, type BookshelfToolbarProps } from './bookshelf/BookshelfToolbar'
export { EmptyShelf, type EmptyShelfProps } from './bookshelf/EmptyShelf'
export { FILTER_VALUES_SHOWN, FilterMenu, type FilterMenuProps } from './bookshelf/FilterMenu'
export { NarratorList } from './bookshelf/NarratorList'
export { AuthorCard, type AuthorCardProps } from './cards/AuthorCard'
export { BookCover, type BookCoverProps } from './cards/BookCover'
export { CollapsedSeriesCard } from './cards/CollapsedSeriesCard'
export { CollectionCard, GroupCard, type GroupCardProps, PlaylistCard } from './cards/CollectionCard'
export { CoverFan, type FanCover } from './cards/CoverFan'
export { ItemCard, type ItemCardProps } from './cards/ItemCard'
export { SeriesCard, type SeriesCardProps } from './cards/SeriesCard'
export { HomeShelves, type HomeShelvesProps } from './home/HomeShelves'
export { ShelfRow } from './home/ShelfRow'
export { LoginForm, type LoginFormProps } from './login/LoginForm'
export { AppLink, type AppLinkProps, type Navigation, NavigationProvider, useNavigation } from './navigation'
export { CastButton } from './player/CastButton'
export { PlayerBar, type PlayerBarProps } from './player/PlayerBar'
export { AccountMenu } from './shell/AccountMenu'
export { AddToCollectionModal, type AddToCollectionModalProps } from './shell/AddToCollectionModal'
export { AppBar, type AppBarProps, CAST_NEEDS_HTTPS_MESSAGE } from './shell/AppBar'
export { BatchBar, type BatchBarProps } from './shell/BatchBar'
export { BATCH_QUICK_MATCH_WIDTH, BatchQuickMatchModal } from './shell/BatchQuickMatchModal'
export { ChangelogModal } from './shell/ChangelogModal'
export { GlobalSearch } from './shell/GlobalSearch'
export { type AppLocation, LibraryDropdown } from './shell/LibraryDropdown'
export { Logo } from './shell/Logo'
export { libraryIcon } from './shell/library-icon'
export { railLinks, SideRail } from './shell/SideRail'
export { TasksMenu } from './shell/TasksMenu'
export { STYLESHEETS } from './styles'
export { CORE_STYLESHEETS } from './styles/core'
export { Button, type ButtonProps, IconButton, type IconButtonProps } from './ui/Button'
export { CollapsibleSection } from './ui/CollapsibleSection'
export {
  CONFIRM_PROMPT_WIDTH,
  ConfirmPrompt,
  type ConfirmPromptOptions,
  type ConfirmPromptProps,
} from './ui/ConfirmPrompt'
export { useDismiss } from './ui/dismiss'
export { Icon, type IconProps } from './ui/Icon'
export { ICONS, type IconName } from './ui/icons'
export { MenuButton, type MenuButtonProps, type MenuItem } from './ui/Menu'
export { MODAL_DEFAULTS, Modal, type ModalProps } from './ui/Modal'
export { ProgressBar } from './ui/ProgressBar'
export { ResourceView } from './ui/ResourceView'
export { SafeHtml } from './ui/SafeHtml'
export { Spinner } from './ui/Spinner'
export {
  ALLOWED_TAGS,
  parseSafeHtml,
  type SafeElement,
  type SafeNode,
  safeHref,
  safeText,
} from './ui/sanitize'
export { Toasts } from './ui/Toasts'
