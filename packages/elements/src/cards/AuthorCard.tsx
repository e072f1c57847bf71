import { useStore } from '@nanostores/react'
import { authorImageSrc } from '@shelfkit/stores'
import { memo, useState } from 'react'
import { AppLink } from '../navigation'
import { countMessages } from '../ui/counts'
import { Icon } from '../ui/Icon'

export interface AuthorCardProps {
  author: { id: string; name: string; imagePath: string | null; updatedAt?: number; numBooks?: number }
  index?: number
  /** Width (server pixels) of the picture to fetch. */
  imageWidth?: number
}

/** An author: picture (a silhouette without one, or when it fails), name and number of books. */
export const AuthorCard = memo(function AuthorCard({ author, index = 0, imageWidth }: AuthorCardProps) {
  const counts = useStore(countMessages)
  const src = authorImageSrc(author, { width: imageWidth })
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = src !== null && failedSrc !== src
  const books = author.numBooks
  return (
    <div className="sk-card sk-card--author" data-index={index}>
      <div className="sk-card__cover sk-card__cover--author">
        {showImage ? (
          <img
            className="sk-cover__image"
            src={src}
            alt=""
            decoding="async"
            onError={() => setFailedSrc(src)}
          />
        ) : (
          <div className="sk-cover sk-cover--placeholder sk-cover--author">
            <Icon name="author" size={48} />
          </div>
        )}
      </div>
      <AppLink className="sk-card__title" to={`/author/${author.id}`} title={author.name}>
        {author.name}
      </AppLink>
      {books !== undefined ? <p className="sk-card__subtitle">{counts.Books(books)}</p> : null}
    </div>
  )
})
