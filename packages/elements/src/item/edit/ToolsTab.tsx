import { useStore } from '@nanostores/react'
import {
  $itemToolStarting,
  $queuedEmbedItemIds,
  $tasks,
  i18n,
  itemToolBlocker,
  itemToolsMessages,
  quickEmbedMetadata,
} from '@shelfkit/stores'
import { type ReactNode, useId, useState } from 'react'
import { ToolTaskStatus } from '../../manage/ToolTaskStatus'
import { AppLink } from '../../navigation'
import { Button } from '../../ui/Button'
import { ConfirmPrompt } from '../../ui/ConfirmPrompt'
import { Icon } from '../../ui/Icon'
import { paragraphsHtml } from '../../ui/sanitize'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.toolsTab', {
  heading: 'Audiobook File Management Tools',
  m4b: 'Make M4B Audiobook File',
  m4bDescription: 'Generate a .M4B audiobook file with embedded metadata, cover image, and chapters.',
  embed: 'Embed Metadata',
  embedDescription: 'Embed metadata into audio files including cover image and chapters.',
  openManager: 'Open Manager',
  quickEmbed: 'Quick Embed',
  confirmQuickEmbed:
    'Warning! Quick embed will not backup your audio files. Make sure that you have a backup of your audio files.',
  confirmContinue: 'Would you like to continue?',
})

/**
 * The Tools tab (books, admins): the M4B encoder and the metadata embed tool on their page, and quick embed here
 * with its task's state (queued, running, done, failed with the reason). A tool the item cannot use now is shown
 * disabled with the reason.
 */
export default function ToolsTab({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const tasks = useStore($tasks)
  const queue = useStore($queuedEmbedItemIds)
  const starting = useStore($itemToolStarting)
  const [asking, setAsking] = useState(false)
  const m4b = itemToolBlocker(item, 'm4b', tasks, queue)
  const embed = itemToolBlocker(item, 'embed', tasks, queue)
  return (
    <div className="sk-tools-tab">
      <h3>{t.heading}</h3>
      <ToolCard
        title={t.m4b}
        description={t.m4bDescription}
        to={`/audiobook/${item.id}/manage?tool=m4b`}
        blocker={m4b}
      />
      <ToolCard
        title={t.embed}
        description={t.embedDescription}
        to={`/audiobook/${item.id}/manage?tool=embed`}
        blocker={embed}
      >
        <Button disabled={!!embed} loading={starting} onClick={() => setAsking(true)}>
          {t.quickEmbed}
        </Button>
        <ToolTaskStatus libraryItemId={item.id} tool="embed" />
      </ToolCard>
      <ToolTaskStatus libraryItemId={item.id} tool="m4b" />
      <ConfirmPrompt
        prompt={asking ? { message: paragraphsHtml(t.confirmQuickEmbed, t.confirmContinue) } : null}
        onAnswer={(confirmed) => {
          setAsking(false)
          if (confirmed) void run(() => quickEmbedMetadata(item.id))
        }}
      />
    </div>
  )
}

function ToolCard({
  title,
  description,
  to,
  blocker,
  children,
}: {
  title: string
  description: string
  to: string
  blocker: ReturnType<typeof itemToolBlocker>
  children?: ReactNode
}) {
  const t = useStore(messages)
  const reasons = useStore(itemToolsMessages)
  const reasonId = useId()
  return (
    <section className="sk-tool-card" aria-label={title}>
      <div className="sk-tool-card__text">
        <h4>{title}</h4>
        <p className="sk-muted">{description}</p>
        {blocker ? (
          <p id={reasonId} className="sk-dialog-warning">
            {reasons[blocker]}
          </p>
        ) : null}
      </div>
      <div className="sk-tool-card__actions">
        {blocker ? (
          <Button disabled aria-describedby={reasonId}>
            {t.openManager}
          </Button>
        ) : (
          <AppLink className="sk-button sk-button--secondary" to={to}>
            {t.openManager}
            <Icon name="expand" size={16} />
          </AppLink>
        )}
        {children}
      </div>
    </section>
  )
}
