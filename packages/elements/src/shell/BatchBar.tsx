import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $batchProcessing,
  $currentLibrary,
  $selectedItems,
  $user,
  allFinished,
  batchBarActions,
  batchDelete,
  batchDownloadUrl,
  batchEmbedMetadata,
  batchRescan,
  batchSetFinished,
  clearSelection,
  count,
  deleteFromFileSystemByDefault,
  fetchSelectedItems,
  i18n,
  rememberDeleteFromFileSystem,
  startBatchEdit,
} from '@shelfkit/stores'
import { useState } from 'react'
import { useProgressLookup } from '../media-progress'
import { useNavigation } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt, type ConfirmPromptOptions } from '../ui/ConfirmPrompt'
import { Icon } from '../ui/Icon'
import { MenuButton, type MenuItem } from '../ui/Menu'
import { paragraphsHtml } from '../ui/sanitize'
import { AddToCollectionModal } from './AddToCollectionModal'
import { BatchQuickMatchModal } from './BatchQuickMatchModal'

type PendingAction = 'delete' | 'embed' | 'rescan'

const messages = i18n('shell.batchBar', {
  deleteQuestion: count({
    one: 'This will delete {count} library item from the database and your file system. Are you sure?',
    other: 'This will delete {count} library items from the database and your file system. Are you sure?',
  }),
  deleteCheckbox: 'Delete from file system (uncheck to only remove from database)',
  delete: 'Delete',
  embedQuestion:
    'Warning! Quick embed will not backup your audio files. Make sure that you have a backup of your audio files.',
  embedContinue: 'Would you like to continue?',
  rescanQuestion: count({
    one: 'Are you sure you want to re-scan {count} item?',
    other: 'Are you sure you want to re-scan {count} items?',
  }),
  quickMatch: 'Quick Match',
  quickEmbed: 'Quick Embed Metadata',
  rescan: 'Re-Scan',
  download: 'Download',
  selectedItems: 'Selected items',
  selected: count({ one: '{count} item selected', other: '{count} items selected' }),
  play: 'Play',
  markFinished: 'Mark as Finished',
  markNotFinished: 'Mark as Not Finished',
  addToCollection: 'Add to Collection',
  edit: 'Edit',
  more: 'More actions',
  deselectAll: 'Deselect All',
})

type Messages = ReturnType<typeof messages.get>

const PROMPTS: Record<PendingAction, (count: number, t: Messages) => ConfirmPromptOptions> = {
  delete: (count, t) => ({
    message: t.deleteQuestion(count),
    checkboxLabel: t.deleteCheckbox,
    checkboxDefault: deleteFromFileSystemByDefault(),
    yesText: t.delete,
    yesVariant: 'danger',
  }),
  embed: (_, t) => ({ message: paragraphsHtml(t.embedQuestion, t.embedContinue) }),
  rescan: (count, t) => ({ message: t.rescanQuestion(count) }),
}

export interface BatchBarProps {
  /** Plays the fetched items as a queue (the player's job); without it the Play button is not shown. */
  onPlayItems?(items: LibraryItem[]): void
}

/**
 * Spec 01 §2 "Batch selection bar": replaces the app bar while items are selected. Every action follows the
 * permission gates and limits of spec 01 §5; embed, re-scan and delete ask first.
 */
export function BatchBar({ onPlayItems }: BatchBarProps) {
  const t = useStore(messages)
  const items = useStore($selectedItems)
  const library = useStore($currentLibrary)
  const user = useStore($user)
  const processing = useStore($batchProcessing)
  const navigation = useNavigation()
  const [pending, setPending] = useState<PendingAction | null>(null)
  const [prompt, setPrompt] = useState<ConfirmPromptOptions | null>(null)
  const [collectionOpen, setCollectionOpen] = useState(false)
  const [quickMatchOpen, setQuickMatchOpen] = useState(false)

  const itemCount = items.length
  const offered = batchBarActions(items, library?.mediaType, user)
  const progressOf = useProgressLookup(items.map((item) => ({ libraryItemId: item.id })))
  const finished = allFinished(items, progressOf)

  const ask = (action: PendingAction) => {
    setPending(action)
    setPrompt(PROMPTS[action](itemCount, t))
  }

  const answer = async (confirmed: boolean, checked: boolean) => {
    const action = pending
    setPrompt(null)
    setPending(null)
    if (!confirmed || !action) return
    if (action === 'delete') {
      rememberDeleteFromFileSystem(checked)
      await batchDelete(checked)
    } else if (action === 'embed') await batchEmbedMetadata()
    else await batchRescan()
  }

  const play = async () => {
    const fetched = await fetchSelectedItems()
    if (fetched.length) onPlayItems?.(fetched)
  }

  const menuItems: MenuItem[] = []
  if (offered.quickMatch)
    menuItems.push({ key: 'quick-match', label: t.quickMatch, onSelect: () => setQuickMatchOpen(true) })
  if (offered.quickEmbed)
    menuItems.push({ key: 'quick-embed', label: t.quickEmbed, onSelect: () => ask('embed') })
  if (offered.rescan) menuItems.push({ key: 'rescan', label: t.rescan, onSelect: () => ask('rescan') })
  const download = offered.download ? batchDownloadUrl() : null
  if (download) menuItems.push({ key: 'download', label: t.download, href: download, download: true })

  return (
    <section className="sk-batchbar" aria-label={t.selectedItems}>
      <p className="sk-batchbar__count" role="status">
        {t.selected(itemCount)}
      </p>
      <div className="sk-batchbar__actions">
        {onPlayItems && offered.play ? (
          <Button
            variant="primary"
            icon="play"
            aria-label={t.play}
            disabled={processing}
            onClick={() => void play()}
          >
            <span className="sk-batchbar__play-label">{t.play}</span>
          </Button>
        ) : null}
        {offered.markFinished ? (
          <IconButton
            icon={finished ? 'refresh' : 'check'}
            label={finished ? t.markNotFinished : t.markFinished}
            disabled={processing}
            onClick={() => void batchSetFinished(!finished)}
          />
        ) : null}
        {offered.addToCollection ? (
          <IconButton
            icon="collection"
            label={t.addToCollection}
            disabled={processing}
            onClick={() => setCollectionOpen(true)}
          />
        ) : null}
        {offered.edit ? (
          <IconButton
            icon="edit"
            label={t.edit}
            disabled={processing}
            onClick={() => {
              startBatchEdit()
              navigation.navigate?.('/batch')
            }}
          />
        ) : null}
        {offered.delete ? (
          <IconButton
            icon="delete"
            label={t.delete}
            className="sk-batchbar__delete"
            disabled={processing}
            onClick={() => ask('delete')}
          />
        ) : null}
        {menuItems.length && !processing ? (
          <MenuButton label={t.more} align="end" items={menuItems} buttonClassName="sk-icon-button">
            <Icon name="more" size={24} />
          </MenuButton>
        ) : null}
        <IconButton
          icon="close"
          label={t.deselectAll}
          disabled={processing}
          onClick={() => clearSelection()}
        />
      </div>
      <ConfirmPrompt prompt={prompt} onAnswer={(confirmed, checked) => void answer(confirmed, checked)} />
      {library ? (
        <AddToCollectionModal
          open={collectionOpen}
          libraryId={library.id}
          itemIds={items.map((item) => item.id)}
          onClose={() => setCollectionOpen(false)}
          onAdded={() => clearSelection()}
        />
      ) : null}
      <BatchQuickMatchModal
        open={quickMatchOpen}
        count={itemCount}
        onClose={() => setQuickMatchOpen(false)}
      />
    </section>
  )
}
