import { type CSSProperties, memo } from 'react'

export interface FanCover {
  key: string
  src: string | null
}

/**
 * Spec 02 §2 cover fan-out: covers spread over the card from left to right, each one above the next, so a
 * series (up to 10) or a collection (four tiles) reads as a stack. Decorative: the card's title names it.
 */
export const CoverFan = memo(function CoverFan({ covers }: { covers: readonly FanCover[] }) {
  const count = covers.length
  return (
    <div
      className={`sk-fan${count === 1 ? ' sk-fan--single' : ''}`}
      style={{ '--sk-fan-count': count } as CSSProperties}
      aria-hidden="true"
    >
      {covers.map((cover, index) => (
        <div
          key={cover.key}
          className="sk-fan__cover"
          style={{ '--sk-fan-index': index, zIndex: count - index } as CSSProperties}
        >
          {cover.src ? <img className="sk-cover__image" src={cover.src} alt="" decoding="async" /> : null}
        </div>
      ))}
    </div>
  )
})
