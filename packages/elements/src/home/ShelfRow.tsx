import { useStore } from '@nanostores/react'
import { i18n, params } from '@shelfkit/stores'
import { Children, type ReactNode, useEffect, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'

const messages = i18n('home.shelfRow', {
  back: params('Scroll {shelf} back'),
  forward: params('Scroll {shelf} forward'),
})

/** Right-to-left rows start at the right: their scroll position runs from 0 to negative values. */
const isRightToLeft = (element: Element) => getComputedStyle(element).direction === 'rtl'

/**
 * One horizontal home shelf: a heading, the cards in a row that scrolls sideways (touch, wheel, keyboard focus)
 * and previous/next buttons while there is more to either side.
 */
export function ShelfRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const t = useStore(messages)
  const row = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: true })
  const headingId = `sk-shelf-${id}`

  useEffect(() => {
    const element = row.current
    if (!element) return
    const update = () => {
      const scrolled = Math.abs(element.scrollLeft)
      const start = scrolled <= 1
      const end = scrolled + element.clientWidth >= element.scrollWidth - 1
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }))
    }
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [])

  const page = (direction: 1 | -1) => {
    const element = row.current
    if (!element) return
    const forward = isRightToLeft(element) ? -1 : 1
    element.scrollBy({ left: forward * direction * element.clientWidth * 0.8, behavior: 'smooth' })
  }

  return (
    <section className="sk-home-shelf" aria-labelledby={headingId}>
      <div className="sk-home-shelf__head">
        <h2 className="sk-home-shelf__title" id={headingId}>
          {label}
        </h2>
        <div className="sk-home-shelf__nav">
          <IconButton
            icon="chevronLeft"
            label={t.back({ shelf: label })}
            disabled={edges.start}
            onClick={() => page(-1)}
          />
          <IconButton
            icon="chevronRight"
            label={t.forward({ shelf: label })}
            disabled={edges.end}
            onClick={() => page(1)}
          />
        </div>
      </div>
      <ul ref={row} className="sk-home-shelf__row" aria-labelledby={headingId}>
        {Children.map(children, (child) => (
          <li className="sk-home-shelf__cell">{child}</li>
        ))}
      </ul>
    </section>
  )
}
