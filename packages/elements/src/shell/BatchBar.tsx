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
  deleteFromFileSystemByDefault,
  fetchSelectedItems,
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
import { AddToCollectionModal } from './AddToCollectionModal'
import { BatchQuickMatchModal } from './BatchQuickMatchModal'

type PendingAction = 'delete' | 'embed' | 'rescan'

const PROMPTS: Record<PendingAction, (count: number) => ConfirmPromptOptions> = {
  delete: (count) => ({
    message: `This will delete ${count} library items from the database and your file system. Are you sure?`,
    checkboxLabel: 'Delete from file system (uncheck to only remove from database)',
    checkboxDefault: deleteFromFileSystemByDefault(),
    yesText: 'Delete',
    yesVariant: 'danger',
  }),
  embed: () => ({
    message:
      'Warning! Quick embed will not backup your audio files. Make sure that you have a backup of your audio files. <br><br>Would you like to continue?',
  }),
  rescan: (count) => ({ message: `Are you sure you want to re-scan ${count} items?` }),
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
  const items = useStore($selectedItems)
  const library = useStore($currentLibrary)
  const user = useStore($user)
  const processing = useStore($batchProcessing)
  const navigation = useNavigation()
  const [pending, setPending] = useState<PendingAction | null>(null)
  const [prompt, setPrompt] = useState<ConfirmPromptOptions | null>(null)
  const [collectionOpen, setCollectionOpen] = useState(false)
  const [quickMatchOpen, setQuickMatchOpen] = useState(false)

  const count = items.length
  const offered = batchBarActions(items, library?.mediaType, user)
  const progressOf = useProgressLookup(items.map((item) => ({ libraryItemId: item.id })))
  const finished = allFinished(items, progressOf)

  const ask = (action: PendingAction) => {
    setPending(action)
    setPrompt(PROMPTS[action](count))
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
    menuItems.push({ key: 'quick-match', label: 'Quick Match', onSelect: () => setQuickMatchOpen(true) })
  if (offered.quickEmbed)
    menuItems.push({ key: 'quick-embed', label: 'Quick Embed Metadata', onSelect: () => ask('embed') })
  if (offered.rescan) menuItems.push({ key: 'rescan', label: 'Re-Scan', onSelect: () => ask('rescan') })
  const download = offered.download ? batchDownloadUrl() : null
  if (download) menuItems.push({ key: 'download', label: 'Download', href: download, download: true })

  return (
    <section className="sk-batchbar" aria-label="Selected items">
      <p className="sk-batchbar__count" role="status">
        {count} {count === 1 ? 'item' : 'items'} selected
      </p>
      <div className="sk-batchbar__actions">
        {onPlayItems && offered.play ? (
          <Button
            variant="primary"
            icon="play"
            aria-label="Play"
            disabled={processing}
            onClick={() => void play()}
          >
            <span className="sk-batchbar__play-label">Play</span>
          </Button>
        ) : null}
        {offered.markFinished ? (
          <IconButton
            icon={finished ? 'refresh' : 'check'}
            label={finished ? 'Mark as Not Finished' : 'Mark as Finished'}
            disabled={processing}
            onClick={() => void batchSetFinished(!finished)}
          />
        ) : null}
        {offered.addToCollection ? (
          <IconButton
            icon="collection"
            label="Add to Collection"
            disabled={processing}
            onClick={() => setCollectionOpen(true)}
          />
        ) : null}
        {offered.edit ? (
          <IconButton
            icon="edit"
            label="Edit"
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
            label="Delete"
            className="sk-batchbar__delete"
            disabled={processing}
            onClick={() => ask('delete')}
          />
        ) : null}
        {menuItems.length && !processing ? (
          <MenuButton label="More actions" align="end" items={menuItems} buttonClassName="sk-icon-button">
            <Icon name="more" size={24} />
          </MenuButton>
        ) : null}
        <IconButton
          icon="close"
          label="Deselect All"
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
      <BatchQuickMatchModal open={quickMatchOpen} count={count} onClose={() => setQuickMatchOpen(false)} />
    </section>
  )
}
