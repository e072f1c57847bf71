import { authorImageSrc } from '@shelfkit/stores'
import { useState } from 'react'
import { Icon } from '../ui/Icon'

/** An author's round picture, or a person icon when there is none or it fails to load. */
export function AuthorAvatar({
  author,
  size,
}: {
  author: { id: string; imagePath: string | null; updatedAt?: number }
  size: number
}) {
  const src = authorImageSrc(author)
  const [failed, setFailed] = useState<string | null>(null)
  return (
    <span className="sk-author-avatar" style={{ width: size, height: size }}>
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <Icon name="author" size={Math.round(size * 0.5)} />
      )}
    </span>
  )
}
