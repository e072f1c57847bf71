import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import { i18n, openRawCoverPreview } from '@shelfkit/stores'
import { IconButton } from '../../ui/Button'

const messages = i18n('item.edit.coverChoice', {
  use: params('Use {name} as the cover'),
  preview: params('Show {name} full size'),
})

/** One cover to choose (a click uses it), with a button showing it full size. */
export function CoverChoice({
  src,
  name,
  current,
  onChoose,
}: {
  src: string
  name: string
  current?: boolean
  onChoose(): void
}) {
  const t = useStore(messages)
  return (
    <li className={`sk-cover-grid__entry${current ? ' sk-cover-grid__entry--current' : ''}`}>
      <button type="button" className="sk-cover-grid__choose" aria-pressed={current} onClick={onChoose}>
        <img src={src} alt={t.use({ name })} loading="lazy" />
      </button>
      <IconButton
        icon="expand"
        size={16}
        className="sk-cover-grid__preview"
        label={t.preview({ name })}
        onClick={() => openRawCoverPreview(src)}
      />
    </li>
  )
}
