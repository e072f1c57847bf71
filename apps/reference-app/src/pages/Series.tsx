import { useStore } from '@nanostores/react'
import { SeriesPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function SeriesRoute() {
  const page = useStore($router)
  return page?.route === 'series' ? (
    <SeriesPage libraryId={page.params.libraryId} seriesId={page.params.seriesId} />
  ) : null
}
