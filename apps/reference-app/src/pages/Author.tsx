import { useStore } from '@nanostores/react'
import { AuthorPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function AuthorRoute() {
  const page = useStore($router)
  return page?.route === 'author' ? <AuthorPage authorId={page.params.id} /> : null
}
