import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { useId } from 'react'
import { LIBRARY_ICON_NAMES, libraryIcon } from '../../shell/library-icon'
import { Icon } from '../../ui/Icon'

const messages = i18n('config.libraryEdit.iconPicker', { icon: 'Icon' })

/**
 * The library icon: the server's icon names, drawn with our own icon set, as a group of radio buttons (the arrow
 * keys move through them).
 */
export function IconPicker({ value, onChange }: { value: string; onChange(icon: string): void }) {
  const t = useStore(messages)
  const name = useId()
  return (
    <fieldset className="sk-icon-picker">
      <legend className="sk-field__label">{t.icon}</legend>
      <div className="sk-icon-picker__choices">
        {LIBRARY_ICON_NAMES.map((icon) => (
          <label key={icon} className="sk-icon-picker__choice" title={icon}>
            <input
              type="radio"
              name={name}
              value={icon}
              checked={icon === value}
              onChange={() => onChange(icon)}
              aria-label={icon}
            />
            <Icon name={libraryIcon(icon)} size={22} />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
