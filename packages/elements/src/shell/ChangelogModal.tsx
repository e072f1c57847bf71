import { useStore } from '@nanostores/react'
import { $format, $versionData, i18n } from '@shelfkit/stores'
import { useMemo } from 'react'
import { Modal } from '../ui/Modal'
import { SafeNodes } from '../ui/SafeHtml'
import { markdownToSafeNodes } from './markdown'

const messages = i18n('shell.changelog', {
  title: 'Changelog',
  none: 'No Changelog Available',
})

/** Spec 02 "Changelog dialog": the releases of the current version line with their dates and notes (markdown). */
export function ChangelogModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useStore(messages)
  const format = useStore($format)
  const data = useStore($versionData)
  const releases = data?.releasesToShow ?? []
  return (
    <Modal open={open} onClose={onClose} title={t.title} width={700} className="sk-changelog">
      {releases.length ? (
        releases.map((release) => (
          <article key={release.version} className="sk-changelog__release">
            <h3 className="sk-changelog__name">{release.name}</h3>
            {release.pubdate ? (
              <p className="sk-muted">{format.time(new Date(release.pubdate), { dateStyle: 'medium' })}</p>
            ) : null}
            <ReleaseNotes markdown={release.changelog} />
          </article>
        ))
      ) : (
        <p>{t.none}</p>
      )}
    </Modal>
  )
}

function ReleaseNotes({ markdown }: { markdown: string }) {
  const nodes = useMemo(() => markdownToSafeNodes(markdown), [markdown])
  return (
    <div className="sk-rich-text sk-changelog__notes">
      <SafeNodes nodes={nodes} />
    </div>
  )
}
