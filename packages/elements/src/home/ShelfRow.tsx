import { Children, type ReactNode, useEffect, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'

/**
 * One horizontal home shelf: a heading, the cards in a row that scrolls sideways (touch, wheel, keyboard focus)
 * and previous/next buttons while there is more to either side.
 */
export function ShelfRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: true })
  const headingId = `sk-shelf-${id}`

  useEffect(() => {
    const element = row.current
    if (!element) return
    const update = () => {
      const start = element.scrollLeft <= 1
      const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1
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
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' })
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
            label={`Scroll ${label} back`}
            disabled={edges.start}
            onClick={() => page(-1)}
          />
          <IconButton
            icon="chevronRight"
            label={`Scroll ${label} forward`}
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
