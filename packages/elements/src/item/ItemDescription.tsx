import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { useLayoutEffect, useRef, useState } from 'react'
import { SafeHtml } from '../ui/SafeHtml'

const messages = i18n('item.description', { more: 'Read more', less: 'Read less' })

/** The (sanitised) description, clamped to a few lines with Read more / Read less when it is longer. */
export function ItemDescription({ html }: { html: string }) {
  const t = useStore(messages)
  const box = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [clamped, setClamped] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again when the text changes
  useLayoutEffect(() => {
    const element = box.current?.firstElementChild as HTMLElement | null
    if (element && !expanded) setClamped(element.scrollHeight > element.clientHeight + 1)
  }, [html, expanded])

  if (!html.trim()) return null
  return (
    <div className="sk-item-description" ref={box}>
      <SafeHtml
        html={html}
        className={`sk-item-description__text${expanded ? '' : ' sk-item-description__text--clamped'}`}
      />
      {clamped || expanded ? (
        <button
          type="button"
          className="sk-item-description__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t.less : t.more}
        </button>
      ) : null}
    </div>
  )
}
