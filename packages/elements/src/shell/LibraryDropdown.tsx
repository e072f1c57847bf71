import { useStore } from '@nanostores/react'
import type { Library } from '@shelfkit/client'
import {
  $accessibleLibraries,
  $currentLibrary,
  $libraryLoading,
  fetchLibrary,
  i18n,
  params,
  pathAfterLibrarySwitch,
} from '@shelfkit/stores'
import { useNavigation } from '../navigation'
import { Icon } from '../ui/Icon'
import { MenuButton } from '../ui/Menu'
import { libraryIcon } from './library-icon'

const messages = i18n('shell.libraryDropdown', { button: params('Library: {name}') })

export interface AppLocation {
  pathname: string
  search: string
}

/**
 * The libraries the user may open; choosing one loads it (the button is disabled meanwhile) and then moves the
 * route by the five rules of spec 01 §2.
 */
export function LibraryDropdown({ location }: { location: AppLocation }) {
  const t = useStore(messages)
  const libraries = useStore($accessibleLibraries)
  const current = useStore($currentLibrary)
  const loading = useStore($libraryLoading)
  const navigation = useNavigation()

  if (!current) return null

  const choose = async (library: Library) => {
    if (library.id === current.id) return
    if (!(await fetchLibrary(library.id))) return
    const path = pathAfterLibrarySwitch(location, library)
    if (path) navigation.navigate?.(path)
  }

  return (
    <MenuButton
      label={t.button({ name: current.name })}
      className="sk-library-dropdown"
      buttonClassName="sk-library-dropdown__button"
      disabled={loading}
      width="auto"
      items={libraries.map((library) => ({
        key: library.id,
        label: library.name,
        icon: libraryIcon(library.icon),
        current: library.id === current.id,
        onSelect: () => void choose(library),
      }))}
    >
      <Icon name={libraryIcon(current.icon)} size={20} />
      <span className="sk-library-dropdown__name">{current.name}</span>
      <Icon name="chevronDown" size={16} className="sk-library-dropdown__chevron" />
    </MenuButton>
  )
}
