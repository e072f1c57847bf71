import { useStore } from '@nanostores/react'
import {
  $serverSettings,
  $shareDialog,
  closeShareDialog,
  createShare,
  decreaseDuration,
  deleteShare,
  formatServerDateTime,
  i18n,
  increaseDuration,
  SHARE_DURATION_UNITS,
  type ShareDurationUnit,
  shareDurationSeconds,
  shareExpiresAt,
  shareLinkOf,
  shareTimeRemaining,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { CopyField } from '../ui/CopyField'
import { CheckField } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { TextField } from '../ui/TextInput'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'

/** Spec 02 §2 "Share dialog (width 600)". */
const SHARE_DIALOG_WIDTH = 600
const SHARE_HELP_URL = 'https://www.audiobookshelf.org/guides/media-item-shares'

const messages = i18n('share.dialog', {
  title: 'Share',
  about: 'About media item shares',
  shareUrl: 'Share URL',
  downloadable: 'Listeners can download this item.',
  notDownloadable: 'Listeners cannot download this item.',
  remaining: 'Time remaining:',
  delete: 'Delete share',
  permanent: 'Permanent',
  form: 'New share',
  slug: 'Slug',
  duration: 'Duration',
  shorter: 'Shorter',
  longer: 'Longer',
  unit: 'Duration unit',
  minutes: 'Minutes',
  hours: 'Hours',
  days: 'Days',
  isDownloadable: 'Downloadable',
  willBe: 'Share URL will be',
  expiration: 'Expiration will be',
  share: 'Share',
})

/** Re-renders every `ms` so times shown against the clock stay current. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}

/**
 * The share dialog of a book (mounted once where books are shown; opened through `openShareDialog`): before
 * sharing, slug, duration and downloadable with a preview of the link and expiry; after, the link to copy, the
 * time remaining and Delete.
 */
export function ShareDialog() {
  const t = useStore(messages)
  const dialog = useStore($shareDialog)
  const [processing, run] = useProcessing()
  if (!dialog) return null
  return (
    <TopLayer>
      <Modal
        open
        title={t.title}
        width={SHARE_DIALOG_WIDTH}
        processing={processing}
        onClose={closeShareDialog}
        className="sk-share-dialog"
      >
        <p className="sk-dialog-subject">{dialog.target.title}</p>
        {dialog.share ? (
          <CurrentShare
            slug={dialog.share.slug}
            expiresAt={dialog.share.expiresAt}
            isDownloadable={dialog.share.isDownloadable}
            onDelete={() => run(deleteShare)}
          />
        ) : (
          <NewShareForm key={dialog.initialSlug} initialSlug={dialog.initialSlug} run={run} />
        )}
        <p className="sk-share-dialog__help">
          <a href={SHARE_HELP_URL} target="_blank" rel="noreferrer">
            {t.about}
          </a>
        </p>
      </Modal>
    </TopLayer>
  )
}

function CurrentShare({
  slug,
  expiresAt,
  isDownloadable,
  onDelete,
}: {
  slug: string
  expiresAt: string | null
  isDownloadable: boolean
  onDelete(): void
}) {
  const t = useStore(messages)
  const now = useNow(30_000)
  return (
    <div className="sk-share-dialog__current">
      <CopyField label={t.shareUrl} value={shareLinkOf(slug)} />
      <p>{isDownloadable ? t.downloadable : t.notDownloadable}</p>
      <p className="sk-share-dialog__remaining">
        {t.remaining} <strong>{shareTimeRemaining(expiresAt, now)}</strong>
      </p>
      <div className="sk-dialog-actions">
        <Button variant="danger" icon="delete" onClick={onDelete}>
          {t.delete}
        </Button>
      </div>
    </div>
  )
}

function NewShareForm({
  initialSlug,
  run,
}: {
  initialSlug: string
  run(action: () => Promise<unknown>): Promise<unknown>
}) {
  const t = useStore(messages)
  const [slug, setSlug] = useState(initialSlug)
  const [duration, setDuration] = useState('0')
  const [unit, setUnit] = useState<ShareDurationUnit>('minutes')
  const [isDownloadable, setDownloadable] = useState(false)
  const formats = useStore($serverSettings)
  const now = useNow(30_000)
  const seconds = shareDurationSeconds(duration, unit)
  const expiry = seconds
    ? formatServerDateTime(new Date(shareExpiresAt(seconds, now)), formats ?? {})
    : t.permanent
  const step = (change: (value: number) => number) => setDuration(String(change(Number(duration))))

  const submit = () =>
    run(async () => {
      const attempt = await createShare({ slug, duration, unit, isDownloadable })
      if (!attempt.ok && attempt.slug !== undefined) setSlug(attempt.slug)
    })

  return (
    <form
      className="sk-share-dialog__form"
      aria-label={t.form}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="sk-share-dialog__fields">
        <TextField label={t.slug} value={slug} onValueChange={setSlug} />
        <fieldset className="sk-share-dialog__duration">
          <legend className="sk-field__label">{t.duration}</legend>
          <IconButton icon="minus" label={t.shorter} size={18} onClick={() => step(decreaseDuration)} />
          <input
            className="sk-input sk-share-dialog__number"
            type="number"
            min={0}
            aria-label={t.duration}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
          <IconButton icon="plus" label={t.longer} size={18} onClick={() => step(increaseDuration)} />
          <select
            className="sk-select"
            aria-label={t.unit}
            value={unit}
            onChange={(event) => setUnit(event.target.value as ShareDurationUnit)}
          >
            {Object.keys(SHARE_DURATION_UNITS).map((value) => (
              <option key={value} value={value}>
                {t[value as ShareDurationUnit]}
              </option>
            ))}
          </select>
        </fieldset>
      </div>
      <CheckField label={t.isDownloadable} checked={isDownloadable} onChange={setDownloadable} />
      <p className="sk-dialog-note">
        {t.willBe} <strong>{shareLinkOf(slug)}</strong>
      </p>
      <p className="sk-dialog-note">
        {t.expiration} <strong>{expiry}</strong>
      </p>
      <div className="sk-dialog-actions">
        <Button variant="primary" icon="share" type="submit">
          {t.share}
        </Button>
      </div>
    </form>
  )
}
