import { useStore } from '@nanostores/react'
import { $versionData } from '@shelfkit/stores'
import { Modal } from '../ui/Modal'

/** Spec 02 "Changelog dialog": the releases of the current version line with their dates and notes. */
export function ChangelogModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const data = useStore($versionData)
  const releases = data?.releasesToShow ?? []
  return (
    <Modal open={open} onClose={onClose} title="Changelog" width={700} className="sk-changelog">
      {releases.length ? (
        releases.map((release) => (
          <article key={release.version} className="sk-changelog__release">
            <h3 className="sk-changelog__name">{release.name}</h3>
            {release.pubdate ? (
              <p className="sk-muted">{new Date(release.pubdate).toLocaleDateString()}</p>
            ) : null}
            <pre className="sk-changelog__notes">{release.changelog}</pre>
          </article>
        ))
      ) : (
        <p>No Changelog Available</p>
      )}
    </Modal>
  )
}
