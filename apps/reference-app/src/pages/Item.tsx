import { useStore } from '@nanostores/react'
import { ItemPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function ItemRoute() {
  const page = useStore($router)
  return page?.route === 'item' ? <ItemPage itemId={page.params.id} /> : null
}
