import { useStore } from '@nanostores/react'
import type { AudioBookmark } from '@shelfkit/client'
import {
  $player,
  $playerBookmarks,
  $playerTime,
  canCreateBookmarkAt,
  createBookmark,
  deleteBookmark,
  formatClock,
  isBookmarkAtTime,
  renameBookmark,
  seekTo,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { playerDialogMessages } from './player-messages'

/** Spec 01 §2 "Bookmarks dialog": width 500, list up to 80% of the screen height minus 60 px. */
const BOOKMARKS_MODAL_WIDTH = 500

/**
 * 'Your Bookmarks' (spec 01 §2, §4 "Bookmarks", §5): each opening clears the selection, the title input and its
 * visibility; a bookmark can be chosen (seek), renamed (skipped when unchanged) or deleted; creating and deleting
 * close the dialog at once without waiting for the server. `allowCreate` false hides creating (host screens).
 */
export function BookmarksModal({
  open,
  onClose,
  allowCreate = true,
}: {
  open: boolean
  onClose(): void
  allowCreate?: boolean
}) {
  const t = useStore(playerDialogMessages)
  const bookmarks = useStore($playerBookmarks)
  const { currentTime } = useStore($playerTime)
  const { playbackRate } = useStore($player)
  const [editing, setEditing] = useState<AudioBookmark | null>(null)
  const [showInput, setShowInput] = useState(false)
  const [title, setTitle] = useState('')

  useEffect(() => {
    if (!open) return
    setEditing(null)
    setShowInput(false)
    setTitle('')
  }, [open])

  const canCreate = allowCreate && canCreateBookmarkAt(bookmarks, currentTime)
  const rate = playbackRate || 1

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (editing) {
      await renameBookmark(editing, title)
      setEditing(null)
      setShowInput(false)
      setTitle('')
      return
    }
    if (createBookmark(title)) onClose()
  }

  return (
    <Modal
      open={open}
      title={t.bookmarksTitle}
      onClose={onClose}
      width={BOOKMARKS_MODAL_WIDTH}
      className="sk-player-modal"
    >
      {showInput ? (
        <form className="sk-bookmark-form" onSubmit={submit}>
          <label className="sk-visually-hidden" htmlFor="sk-bookmark-title">
            {editing ? t.bookmarkTitle : t.note}
          </label>
          <input
            id="sk-bookmark-title"
            className="sk-player-input"
            placeholder={t.note}
            value={title}
            // The input appears because the user asked for it.
            // biome-ignore lint/a11y/noAutofocus: focus goes where the user is about to type
            autoFocus
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Button type="submit" variant="primary">
            {editing ? t.save : t.create}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setEditing(null)
              setShowInput(false)
              setTitle('')
            }}
          >
            {t.cancel}
          </Button>
        </form>
      ) : null}
      {bookmarks.length ? (
        <ul className="sk-bookmark-list">
          {bookmarks.map((bookmark) => {
            const active = isBookmarkAtTime(bookmark, currentTime)
            return (
              <li
                key={bookmark.time}
                className={`sk-bookmark-list__row${active ? ' sk-bookmark-list__row--current' : ''}`}
              >
                <button
                  type="button"
                  className="sk-bookmark-list__select"
                  aria-current={active || undefined}
                  onClick={() => {
                    seekTo(bookmark.time)
                    onClose()
                  }}
                >
                  <Icon name="bookmark" size={18} />
                  <span className="sk-bookmark-list__title">{bookmark.title}</span>
                  <span className="sk-bookmark-list__time">{formatClock(bookmark.time / rate)}</span>
                </button>
                <IconButton
                  icon="edit"
                  size={18}
                  label={t.rename({ title: bookmark.title })}
                  onClick={() => {
                    setEditing(bookmark)
                    setTitle(bookmark.title)
                    setShowInput(true)
                  }}
                />
                <IconButton
                  icon="delete"
                  size={18}
                  label={t.delete({ title: bookmark.title })}
                  onClick={() => {
                    deleteBookmark(bookmark)
                    onClose()
                  }}
                />
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="sk-muted sk-bookmark-empty">{t.noBookmarks}</p>
      )}
      {allowCreate && !showInput ? (
        <div className="sk-bookmark-create">
          <Button
            icon="plus"
            disabled={!canCreate}
            onClick={() => {
              setEditing(null)
              setTitle('')
              setShowInput(true)
            }}
          >
            {t.createAt({ time: formatClock(currentTime / rate) })}
          </Button>
          {canCreate ? null : <span className="sk-muted">{t.bookmarkExists}</span>}
        </div>
      ) : null}
    </Modal>
  )
}
