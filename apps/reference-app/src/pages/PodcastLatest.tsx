import { useStore } from '@nanostores/react'
import { LatestEpisodesPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function PodcastLatestRoute() {
  const page = useStore($router)
  return page?.route === 'podcastLatest' ? <LatestEpisodesPage libraryId={page.params.libraryId} /> : null
}
