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
