import { useStore } from '@nanostores/react'
import {
  $coverAspectRatio,
  COVER_BACKGROUND_THRESHOLD,
  coverAuthors,
  coverTitle,
  INVALID_COVER_TEXT,
} from '@shelfkit/stores'
import { memo, type SyntheticEvent, useState } from 'react'

export interface BookCoverProps {
  /** The cover URL; null draws the placeholder. */
  src: string | null
  title: string | null | undefined
  /** Author names (joined with commas) or an already joined string. */
  authors?: string | readonly string[] | null
  className?: string
}

/**
 * Spec 02 §2 book cover widget. Fills its box (the card sets the size and aspect). Without a cover it shows a
 * placeholder with the title (or 'No Title', cut to 57 characters plus an ellipsis above 60) and the authors (cut
 * to 27 plus an ellipsis above 30); a cover that fails to load shows the 'Invalid Cover' placeholder. A cover whose
 * shape differs from the library's cover aspect by more than 0.15 (spec 01 §9) is shown whole over a blurred copy
 * of itself instead of being cropped.
 */
export const BookCover = memo(function BookCover({ src, title, authors, className }: BookCoverProps) {
  const aspectRatio = useStore($coverAspectRatio)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const [letterboxedSrc, setLetterboxedSrc] = useState<string | null>(null)
  const failed = src !== null && failedSrc === src
  const classes = `sk-cover${className ? ` ${className}` : ''}`
  if (src && !failed) {
    const letterboxed = letterboxedSrc === src
    const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
      const { naturalWidth, naturalHeight } = event.currentTarget
      if (!naturalWidth) return
      const differs = Math.abs(naturalHeight / naturalWidth - aspectRatio) > COVER_BACKGROUND_THRESHOLD
      setLetterboxedSrc(differs ? src : null)
    }
    return (
      <div className={letterboxed ? `${classes} sk-cover--letterbox` : classes}>
        {letterboxed ? (
          <img className="sk-cover__backdrop" src={src} alt="" aria-hidden="true" decoding="async" />
        ) : null}
        <img
          className="sk-cover__image"
          src={src}
          alt=""
          decoding="async"
          onLoad={onLoad}
          onError={() => setFailedSrc(src)}
        />
      </div>
    )
  }
  return (
    <div className={`${classes} sk-cover--placeholder`}>
      <span className="sk-cover__title">{coverTitle(title)}</span>
      {authors ? <span className="sk-cover__authors">{coverAuthors(authors)}</span> : null}
      {failed ? <span className="sk-cover__invalid">{INVALID_COVER_TEXT}</span> : null}
    </div>
  )
})
