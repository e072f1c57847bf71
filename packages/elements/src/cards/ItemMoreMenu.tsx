import { useStore } from '@nanostores/react'
import type { LibraryItemMinified, MediaProgress, PodcastEpisode } from '@shelfkit/client'
import {
  $player,
  $playerQueue,
  $user,
  addToQueue,
  bookshelfStepIds,
  DISCARD_PROGRESS_QUESTION,
  deleteFromFileSystemByDefault,
  deleteLibraryItem,
  discardProgress,
  ITEM_MENU_MESSAGES,
  type ItemMenuAction,
  i18n,
  itemDownloadHref,
  itemMenuActions,
  markFinishedQuestion,
  openItemEdit,
  params,
  progressFraction,
  queueItemFor,
  rememberDeleteFromFileSystem,
  removeFromContinueListening,
  removeFromQueue,
  rescanLibraryItem,
  setItemFinished,
} from '@shelfkit/stores'
import { useState } from 'react'
import { AddToPlaylistModal } from '../playlist/AddToPlaylistModal'
import { AddToCollectionModal } from '../shell/AddToCollectionModal'
import { ConfirmPrompt, type ConfirmPromptOptions } from '../ui/ConfirmPrompt'
import { Icon } from '../ui/Icon'
import { MenuButton, type MenuItem } from '../ui/Menu'
import { escapeHtml } from '../ui/sanitize'
import { TopLayer } from '../ui/TopLayer'

const messages = i18n('cards.itemMoreMenu', {
  edit: 'Edit',
  markFinished: 'Mark as Finished',
  markNotFinished: 'Mark as Not Finished',
  discardProgress: 'Discard Progress',
  reset: 'Reset',
  addToCollection: 'Add to Collection',
  addToPlaylist: 'Add to Playlist',
  rescan: 'Re-Scan',
  removeFromContinueReading: 'Remove from Continue Reading',
  removeFromContinueListening: 'Remove from Continue Listening',
  addToQueue: 'Add to queue',
  removeFromQueue: 'Remove from queue',
  download: 'Download',
  delete: 'Delete',
  more: params('More actions for {title}'),
})

export interface ItemMoreMenuProps {
  item: LibraryItemMinified
  episode?: PodcastEpisode | null
  progress?: MediaProgress | null
  /** The card is on a home "continue listening/reading" shelf. */
  continueShelf?: boolean
  /** The card's title, for the button's name and the prompts. */
  title: string
}

type Dialog =
  | { kind: 'confirm'; prompt: ConfirmPromptOptions; onYes(checked: boolean): void }
  | { kind: 'collection' }
  | { kind: 'playlist' }

/**
 * The "more" button of an item card and its menu (spec: official card more menu, gated by permissions; see
 * `itemMenuActions`). The entries are worked out when the menu opens, so cards do not follow the user and player
 * stores; the dialogs open in the top layer, above the shelf that holds the card.
 */
export function ItemMoreMenu({ item, episode, progress, continueShelf, title }: ItemMoreMenuProps) {
  const t = useStore(messages)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const episodeId = episode?.id ?? null
  const finished = progress?.isFinished === true
  const actionsNow = () =>
    itemMenuActions({
      item,
      episode,
      progress,
      continueShelf,
      user: $user.get(),
      player: $player.get(),
      queue: $playerQueue.get().items,
    })
  if (!actionsNow().length) return null

  const confirm = (prompt: ConfirmPromptOptions, onYes: (checked: boolean) => void) =>
    setDialog({ kind: 'confirm', prompt, onYes })

  const toggleFinished = () => {
    if (!finished && progressFraction(progress) > 0)
      confirm(
        { message: markFinishedQuestion(escapeHtml(title)) },
        () => void setItemFinished(item.id, true, episodeId),
      )
    else void setItemFinished(item.id, !finished, episodeId)
  }

  const entry = (action: ItemMenuAction): MenuItem => {
    switch (action) {
      case 'edit':
        return {
          key: action,
          label: t.edit,
          onSelect: () => void openItemEdit(item.id, bookshelfStepIds(item.id)),
        }
      case 'toggle-finished':
        return {
          key: action,
          label: finished ? t.markNotFinished : t.markFinished,
          onSelect: toggleFinished,
        }
      case 'discard-progress':
        return {
          key: action,
          label: t.discardProgress,
          onSelect: () =>
            progress &&
            confirm(
              { message: DISCARD_PROGRESS_QUESTION, yesText: t.reset },
              () => void discardProgress(progress.id),
            ),
        }
      case 'add-to-collection':
        return { key: action, label: t.addToCollection, onSelect: () => setDialog({ kind: 'collection' }) }
      case 'add-to-playlist':
        return { key: action, label: t.addToPlaylist, onSelect: () => setDialog({ kind: 'playlist' }) }
      case 'rescan':
        return { key: action, label: t.rescan, onSelect: () => void rescanLibraryItem(item.id, title) }
      case 'remove-from-continue':
        return {
          key: action,
          label: isEbookOnly(item) ? t.removeFromContinueReading : t.removeFromContinueListening,
          onSelect: () => progress && void removeFromContinueListening(progress),
        }
      case 'add-to-queue':
        return { key: action, label: t.addToQueue, onSelect: () => addToQueue(queueItemFor(item, episode)) }
      case 'remove-from-queue':
        return {
          key: action,
          label: t.removeFromQueue,
          onSelect: () => removeFromQueue(item.id, episodeId),
        }
      case 'download':
        return { key: action, label: t.download, href: itemDownloadHref(item.id), download: true }
      case 'delete':
        return {
          key: action,
          label: t.delete,
          onSelect: () =>
            confirm(
              {
                message: ITEM_MENU_MESSAGES.deletePrompt,
                checkboxLabel: ITEM_MENU_MESSAGES.deleteCheckbox,
                checkboxDefault: deleteFromFileSystemByDefault(),
                yesText: t.delete,
                yesVariant: 'danger',
              },
              (hard) => {
                rememberDeleteFromFileSystem(hard)
                void deleteLibraryItem(item.id, hard)
              },
            ),
        }
    }
  }

  const close = () => setDialog(null)
  return (
    <>
      <MenuButton
        label={t.more({ title })}
        items={() => actionsNow().map(entry)}
        align="end"
        topLayer
        className="sk-card__more"
        buttonClassName="sk-card__more-button"
      >
        <Icon name="more" size={20} />
      </MenuButton>
      {dialog ? (
        <TopLayer>
          {dialog.kind === 'confirm' ? (
            <ConfirmPrompt
              prompt={dialog.prompt}
              onAnswer={(confirmed, checked) => {
                close()
                if (confirmed) dialog.onYes(checked)
              }}
            />
          ) : dialog.kind === 'collection' ? (
            <AddToCollectionModal open libraryId={item.libraryId} itemIds={[item.id]} onClose={close} />
          ) : (
            <AddToPlaylistModal
              open
              libraryId={item.libraryId}
              entries={[{ libraryItemId: item.id, episodeId }]}
              onClose={close}
            />
          )}
        </TopLayer>
      ) : null}
    </>
  )
}

function isEbookOnly(item: LibraryItemMinified): boolean {
  return item.mediaType === 'book' && !item.media.numTracks && !!item.media.ebookFormat
}
