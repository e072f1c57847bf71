import { useStore } from '@nanostores/react'
import { DownloadQueuePage } from '@shelfkit/elements'
import { $router } from '../router'

export default function DownloadQueueRoute() {
  const page = useStore($router)
  return page?.route === 'downloadQueue' ? <DownloadQueuePage libraryId={page.params.libraryId} /> : null
}
