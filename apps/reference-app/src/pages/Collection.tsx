import { useStore } from '@nanostores/react'
import { CollectionPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function CollectionRoute() {
  const page = useStore($router)
  return page?.route === 'collection' ? <CollectionPage collectionId={page.params.id} /> : null
}
