import { useStore } from '@nanostores/react'
import type { MediaProgress } from '@shelfkit/client'
import { formatDurationShort, i18n, type ListForm, listFormOf, params } from '@shelfkit/stores'
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react'
import { AppLink, useNavigation } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { SafeHtml } from '../ui/SafeHtml'
import { EditListModal, type ListKind } from './EditListModal'
import { MediaThumb } from './MediaThumb'
import { ProgressLabel } from './ProgressLabel'

const messages = i18n('collection.mediaList', {
  collection: 'Collection',
  playlist: 'Playlist',
  edit: 'Edit',
  delete: 'Delete',
  removeFromCollection: params('Remove {title} from collection'),
  removeFromPlaylist: params('Remove {title} from playlist'),
  noItems: 'No Items',
})

/** One book or episode of a collection or playlist. */
export interface MediaListRow {
  key: string
  /** The library item: its cover, and its page (the title links there). */
  item: ComponentProps<typeof MediaThumb>['item']
  /** Playlist rows of podcast episodes. */
  episodeId?: string | null
  title: string
  subtitle: string
  /** Text the cover stands for (the placeholder shows it). */
  coverTitle: string
  duration: number
  progress: MediaProgress | null | undefined
}

export interface MediaListViewProps {
  kind: ListKind
  name: string
  description: string | null | undefined
  /** E.g. '3 books'. */
  countText: string
  /** Name of the list for assistive technology, e.g. 'Books'. */
  listLabel: string
  rows: readonly MediaListRow[]
  /** Taking a row out (its button named `Remove {title} from {kind}`); none without. */
  onRemove?(row: MediaListRow): Promise<unknown>
  /** Deleting the whole list after the confirmation (HTML) `deleteQuestion`; no Delete button without. */
  onDelete?(): void
  /** Saves the edit modal's name and description (true: the modal may close); no Edit button without. */
  onSave?(form: ListForm): Promise<boolean>
  deleteQuestion: string
  /** More header actions, before Edit and Delete (the collection's RSS feed). */
  actions?: ReactNode
}

/**
 * The body of the collection and playlist pages: header (kind, name, count and total time, Edit, Delete),
 * description, the rows in order with cover, link, length and progress, the edit modal and the confirmation before
 * deleting.
 */
export function MediaListView({
  kind,
  name,
  description,
  countText,
  listLabel,
  rows,
  onRemove,
  onDelete,
  onSave,
  deleteQuestion,
  actions,
}: MediaListViewProps) {
  const t = useStore(messages)
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const entries = <MediaRows kind={kind} listLabel={listLabel} rows={rows} onRemove={onRemove} />
  const total = rows.reduce((sum, row) => sum + row.duration, 0)
  return (
    <>
      <header className="sk-page-header">
        <div className="sk-page-header__text">
          <p className="sk-page-header__kind">{t[kind]}</p>
          <h1 className="sk-page-header__title">{name}</h1>
          <p className="sk-page-header__meta">
            {countText}
            {total > 0 ? ` · ${formatDurationShort(total)}` : ''}
          </p>
        </div>
        {onSave || onDelete || actions ? (
          <div className="sk-page-header__actions">
            {actions}
            {onSave ? (
              <Button icon="edit" variant="secondary" onClick={() => setEditing(true)}>
                {t.edit}
              </Button>
            ) : null}
            {onDelete ? (
              <Button icon="delete" variant="danger" onClick={() => setConfirming(true)}>
                {t.delete}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {description ? <SafeHtml html={description} className="sk-page-description" /> : null}
      {entries}
      {editing && onSave ? (
        <EditListModal
          kind={kind}
          initial={listFormOf({ name, description })}
          onSave={onSave}
          onClose={() => setEditing(false)}
        >
          {entries}
        </EditListModal>
      ) : null}
      <ConfirmPrompt
        prompt={confirming ? { message: deleteQuestion, yesText: t.delete, yesVariant: 'danger' } : null}
        onAnswer={(confirmed) => {
          setConfirming(false)
          if (confirmed) onDelete?.()
        }}
      />
    </>
  )
}

/** The rows of a collection or playlist in order, on its page and in its edit modal. */
export function MediaRows({
  kind,
  listLabel,
  rows,
  onRemove,
}: Pick<MediaListViewProps, 'kind' | 'listLabel' | 'rows' | 'onRemove'>) {
  const t = useStore(messages)
  const [busyKey, setBusyKey] = useState<string | null>(null)
  return rows.length ? (
    <ol className="sk-media-list" aria-label={listLabel}>
      {rows.map((row) => (
        <li key={row.key} className="sk-media-row">
          <MediaThumb item={row.item} title={row.coverTitle} />
          <div className="sk-media-row__text">
            <AppLink className="sk-media-row__title" to={`/item/${row.item.id}`}>
              {row.title}
            </AppLink>
            <span className="sk-media-row__sub">{row.subtitle}</span>
          </div>
          <span className="sk-media-row__meta">{formatDurationShort(row.duration)}</span>
          <ProgressLabel progress={row.progress} />
          {onRemove ? (
            <IconButton
              icon="close"
              label={(kind === 'collection' ? t.removeFromCollection : t.removeFromPlaylist)({
                title: row.title,
              })}
              disabled={busyKey === row.key}
              onClick={async () => {
                setBusyKey(row.key)
                await onRemove(row)
                setBusyKey(null)
              }}
            />
          ) : null}
        </li>
      ))}
    </ol>
  ) : (
    <p className="sk-empty">{t.noItems}</p>
  )
}

/**
 * Spec 01 §4: a collection or playlist removed while viewed sends the visitor to its shelf
 * (`/library/{id}/bookshelf/{shelf}`), through the page's navigation so it works inside elements too.
 */
export function useLeaveWhenRemoved(removed: boolean, libraryId: string | undefined, shelf: string) {
  const navigation = useNavigation()
  useEffect(() => {
    if (removed && libraryId)
      navigation.navigate?.(`/library/${libraryId}/bookshelf/${shelf}`, { replace: true })
  }, [removed, libraryId, shelf, navigation])
}
