import { useStore } from '@nanostores/react'
import type { RssFeedMinified } from '@shelfkit/client'
import {
  $feedDialog,
  $user,
  closeFeed,
  closeFeedDialog,
  type FeedForm,
  type FeedTarget,
  feedLinkOf,
  feedPreviewLink,
  feedServerAddress,
  i18n,
  initialFeedForm,
  isAdminOrUp,
  openFeed,
} from '@shelfkit/stores'
import { useState } from 'react'
import { Button } from '../ui/Button'
import { CopyField } from '../ui/CopyField'
import { CheckField } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { Tabs } from '../ui/Tabs'
import { TextField } from '../ui/TextInput'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'

const messages = i18n('share.feedDialog', {
  isOpen: 'RSS Feed is Open',
  feedUrl: 'Feed URL',
  preventIndexing: 'Prevent Indexing',
  yes: 'Yes',
  no: 'No',
  ownerName: 'Custom owner Name',
  ownerEmail: 'Custom owner Email',
  close: 'Close Feed',
  form: 'Open RSS feed',
  heading: 'Open RSS Feed',
  slug: 'RSS Feed Slug',
  willBe: 'Feed URL will be',
  metadata: 'Feed metadata',
  general: 'General',
  advanced: 'Advanced',
  httpWarning: 'Warning: Most podcast apps will require the RSS feed URL is using HTTPS',
  pubDateWarning:
    'Warning: 1 or more of your episodes do not have a Pub Date. Some podcast apps require this.',
  open: 'Open Feed',
})

/** Spec 02 §2 "RSS feed dialog (width 600)". */
const FEED_DIALOG_WIDTH = 600

/**
 * The RSS feed dialog of an item, collection or series (opened through `openFeedDialog`), titled with its name:
 * with no feed, the slug, a preview of the address and the metadata builder; with one, the address to copy and its
 * settings. Open and Close are for admins only.
 */
export function FeedDialog() {
  const dialog = useStore($feedDialog)
  const isAdmin = isAdminOrUp(useStore($user))
  const [processing, run] = useProcessing()
  if (!dialog) return null
  return (
    <TopLayer>
      <Modal
        open
        title={dialog.target.name}
        width={FEED_DIALOG_WIDTH}
        processing={processing}
        onClose={closeFeedDialog}
        className="sk-feed-dialog"
      >
        {dialog.feed ? (
          <OpenFeed feed={dialog.feed} isAdmin={isAdmin} onClose={() => run(closeFeed)} />
        ) : (
          <NewFeedForm key={dialog.target.id} target={dialog.target} isAdmin={isAdmin} run={run} />
        )}
      </Modal>
    </TopLayer>
  )
}

function OpenFeed({ feed, isAdmin, onClose }: { feed: RssFeedMinified; isAdmin: boolean; onClose(): void }) {
  const t = useStore(messages)
  return (
    <div className="sk-feed-dialog__open">
      <h3 className="sk-feed-dialog__heading">{t.isOpen}</h3>
      <CopyField label={t.feedUrl} value={feedLinkOf(feed)} />
      <dl className="sk-feed-dialog__meta">
        <dt>{t.preventIndexing}</dt>
        <dd>{feed.meta.preventIndexing ? t.yes : t.no}</dd>
        {feed.meta.ownerName ? (
          <>
            <dt>{t.ownerName}</dt>
            <dd>{feed.meta.ownerName}</dd>
          </>
        ) : null}
        {feed.meta.ownerEmail ? (
          <>
            <dt>{t.ownerEmail}</dt>
            <dd>{feed.meta.ownerEmail}</dd>
          </>
        ) : null}
      </dl>
      {isAdmin ? (
        <div className="sk-dialog-actions">
          <Button variant="danger" icon="close" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

type MetadataTab = 'general' | 'advanced'

function NewFeedForm({
  target,
  isAdmin,
  run,
}: {
  target: FeedTarget
  isAdmin: boolean
  run(action: () => Promise<unknown>): Promise<unknown>
}) {
  const t = useStore(messages)
  const [form, setForm] = useState<FeedForm>(() => initialFeedForm(target))
  const [tab, setTab] = useState<MetadataTab>('general')
  const change = (patch: Partial<FeedForm>) => setForm((current) => ({ ...current, ...patch }))
  const isHttp = feedServerAddress().startsWith('http://')

  const submit = () =>
    run(async () => {
      const attempt = await openFeed(form)
      if (!attempt.ok && attempt.slug !== undefined) change({ slug: attempt.slug })
    })

  return (
    <form
      className="sk-feed-dialog__form"
      aria-label={t.form}
      onSubmit={(event) => {
        event.preventDefault()
        if (isAdmin) void submit()
      }}
    >
      <h3 className="sk-feed-dialog__heading">{t.heading}</h3>
      <TextField label={t.slug} value={form.slug} onValueChange={(slug) => change({ slug })} />
      <p className="sk-dialog-note">
        {t.willBe} <strong>{feedPreviewLink(form.slug)}</strong>
      </p>
      <Tabs<MetadataTab>
        label={t.metadata}
        tabs={[
          { id: 'general', label: t.general },
          { id: 'advanced', label: t.advanced },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <CheckField
          label={t.preventIndexing}
          checked={form.preventIndexing}
          onChange={(preventIndexing) => change({ preventIndexing })}
        />
        {tab === 'advanced' ? (
          <>
            <TextField
              label={t.ownerName}
              spellCheck
              value={form.ownerName}
              onValueChange={(ownerName) => change({ ownerName })}
            />
            <TextField
              label={t.ownerEmail}
              type="email"
              value={form.ownerEmail}
              onValueChange={(ownerEmail) => change({ ownerEmail })}
            />
          </>
        ) : null}
      </Tabs>
      {isHttp ? <p className="sk-dialog-warning">{t.httpWarning}</p> : null}
      {target.hasEpisodesWithoutPubDate ? <p className="sk-dialog-warning">{t.pubDateWarning}</p> : null}
      {isAdmin ? (
        <div className="sk-dialog-actions">
          <Button variant="primary" icon="rss" type="submit">
            {t.open}
          </Button>
        </div>
      ) : null}
    </form>
  )
}
