import '@shelfkit/elements/shelf-share-player'
import { useStore } from '@nanostores/react'
import { Logo } from '@shelfkit/elements'
import { createElement } from 'react'
import { $router } from '../router'

/**
 * A public share link (`/share/{slug}`) opened through the app: plays with no sign-in, through the same
 * `<shelf-share-player>` a blog embeds.
 */
export default function SharePage() {
  const page = useStore($router)
  const slug = page?.route === 'share' ? page.params.slug : ''
  return (
    <main className="sk-share-page">
      <Logo size={40} />
      {createElement('shelf-share-player', { slug, class: 'sk-share-page__player' })}
    </main>
  )
}
