import { useStore } from '@nanostores/react'
import { NarratorList } from '@shelfkit/elements'
import { $router } from '../router'

export default function NarratorsRoute() {
  const page = useStore($router)
  return page?.route === 'narrators' ? <NarratorList libraryId={page.params.libraryId} /> : null
}
