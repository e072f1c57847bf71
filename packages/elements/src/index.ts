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
export { AppLink, type AppLinkProps, type Navigation, NavigationProvider, useNavigation } from './navigation'
export { CastButton } from './player/CastButton'
export { PlayerBar, type PlayerBarProps } from './player/PlayerBar'
export { STYLESHEETS } from './styles'
export { Button, type ButtonProps, IconButton, type IconButtonProps } from './ui/Button'
export { CollapsibleSection } from './ui/CollapsibleSection'
export { Icon, type IconProps } from './ui/Icon'
export { ICONS, type IconName } from './ui/icons'
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
