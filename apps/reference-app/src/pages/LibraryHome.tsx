import { useStore } from '@nanostores/react'
import { HomeShelves } from '@shelfkit/elements'
import { $router } from '../router'

export default function LibraryHomeRoute() {
  const page = useStore($router)
  return page?.route === 'library' ? <HomeShelves libraryId={page.params.libraryId} /> : null
}
