import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $currentLibrary,
  $selectedItems,
  $sideRailOpen,
  $user,
  canUpload,
  i18n,
  isAdminOrUp,
  setSideRailOpen,
} from '@shelfkit/stores'
import { AppLink } from '../navigation'
import { CastButton } from '../player/CastButton'
import { Icon } from '../ui/Icon'
import type { IconName } from '../ui/icons'
import { AccountMenu } from './AccountMenu'
import { BatchBar } from './BatchBar'
import { GlobalSearch } from './GlobalSearch'
import { type AppLocation, LibraryDropdown } from './LibraryDropdown'
import { Logo, PRODUCT_NAME } from './Logo'
import { TasksMenu } from './TasksMenu'

const messages = i18n('shell.appBar', {
  libraryPages: 'Library pages',
  home: 'Home',
  stats: 'Your Stats',
  upload: 'Upload',
  settings: 'Settings',
})

export interface AppBarProps {
  location: AppLocation
  /** The side rail exists for this route (a library is open and it is not a config page). */
  hasSideRail: boolean
  /**
   * Spec 01 §2 layout rules: the route shows the library toolbar (false on the upload and account pages). On narrow
   * screens the toolbar is the button that opens the library's pages.
   */
  hasToolbar?: boolean
  onPlayItems?(items: LibraryItem[]): void
}

/**
 * Spec 01 §2 "App bar": logo, library dropdown, global search, cast button, tasks, stats, upload, settings and
 * the account button; the batch selection bar takes its place while items are selected.
 */
export function AppBar({ location, hasSideRail, hasToolbar = true, onPlayItems }: AppBarProps) {
  const t = useStore(messages)
  const library = useStore($currentLibrary)
  const user = useStore($user)
  const selected = useStore($selectedItems)
  const railOpen = useStore($sideRailOpen)
  const selecting = selected.length > 0

  return (
    <header className="sk-appbar">
      {selecting ? <BatchBar onPlayItems={onPlayItems} /> : null}
      <div className="sk-appbar__bar" hidden={selecting}>
        {hasSideRail && hasToolbar ? (
          <button
            type="button"
            className="sk-icon-button sk-appbar__menu"
            aria-label={t.libraryPages}
            aria-expanded={railOpen}
            aria-controls="sk-siderail"
            onClick={() => setSideRailOpen(!railOpen)}
          >
            <Icon name="menu" size={24} />
          </button>
        ) : null}
        <AppLink to="/" className="sk-appbar__home" title={t.home}>
          <Logo />
          <span className="sk-appbar__wordmark">{PRODUCT_NAME}</span>
        </AppLink>
        <LibraryDropdown location={location} />
        {library ? <GlobalSearch /> : null}
        <span className="sk-appbar__spacer" />
        <CastButton className="sk-appbar__cast" />
        <TasksMenu />
        {library ? (
          <BarLink to="/config/stats" icon="stats" label={t.stats} className="sk-appbar__stats" />
        ) : null}
        {library && canUpload(user) ? (
          <BarLink to="/upload" icon="upload" label={t.upload} className="sk-appbar__wide-only" />
        ) : null}
        {isAdminOrUp(user) ? (
          <BarLink to="/config" icon="settings" label={t.settings} className="sk-appbar__wide-only" />
        ) : null}
        <AccountMenu />
      </div>
    </header>
  )
}

function BarLink({
  to,
  icon,
  label,
  className,
}: {
  to: string
  icon: IconName
  label: string
  className?: string
}) {
  return (
    <AppLink
      to={to}
      className={`sk-icon-button sk-appbar__link${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
    >
      <Icon name={icon} size={24} />
    </AppLink>
  )
}
