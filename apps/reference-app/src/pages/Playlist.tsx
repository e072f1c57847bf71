import { useStore } from '@nanostores/react'
import { PlaylistPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function PlaylistRoute() {
  const page = useStore($router)
  return page?.route === 'playlist' ? <PlaylistPage playlistId={page.params.id} /> : null
}
