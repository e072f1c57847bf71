import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'
import { Spinner } from './Spinner'
import { useProcessing } from './useProcessing'

const messages = i18n('ui.pickerModal', { create: 'Create' })

export interface PickerRow {
  key: string
  name: string
  /** E.g. '3 books'. */
  detail: string
  /** The row's button text ('Add', 'Remove'…) and, when it differs, its accessible name. */
  action: string
  actionLabel?: string
  disabled?: boolean
  onChoose(): Promise<unknown>
}

export interface PickerModalProps {
  open: boolean
  title: string
  onClose(): void
  /** The list is loading (a spinner shows while it is still empty). */
  loading: boolean
  rows: readonly PickerRow[]
  /** Shown when there are no rows. */
  empty: ReactNode
  /** Name of the new-list field, also its placeholder. */
  newLabel: string
  /** Makes a new list with the name; the field clears when it resolves truthy. */
  onCreate(name: string): Promise<unknown>
}

/**
 * The add-to-collection and add-to-playlist dialogs: the lists to choose from, each with its button, and a field
 * to make a new one. The dialog shows its processing overlay while a choice runs.
 */
export function PickerModal({
  open,
  title,
  onClose,
  loading,
  rows,
  empty,
  newLabel,
  onCreate,
}: PickerModalProps) {
  const t = useStore(messages)
  const [name, setName] = useState('')
  const [processing, run] = useProcessing()
  const nameId = useId()

  useEffect(() => {
    if (open) setName('')
  }, [open])

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      processing={processing}
      className="sk-collection-picker"
    >
      {loading && !rows.length ? (
        <div className="sk-collection-picker__loading">
          <Spinner />
        </div>
      ) : rows.length ? (
        <ul className="sk-collection-picker__list">
          {rows.map((row) => (
            <li key={row.key} className="sk-collection-picker__row">
              <span className="sk-collection-picker__name">{row.name}</span>
              <span className="sk-muted">{row.detail}</span>
              <Button
                variant="secondary"
                aria-label={row.actionLabel}
                disabled={row.disabled}
                onClick={() => void run(row.onChoose)}
              >
                {row.action}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
      <form
        className="sk-collection-picker__create"
        onSubmit={(event) => {
          event.preventDefault()
          void run(() => onCreate(name)).then((created) => {
            if (created) setName('')
          })
        }}
      >
        <label htmlFor={nameId} className="sk-visually-hidden">
          {newLabel}
        </label>
        <input
          id={nameId}
          className="sk-input"
          placeholder={newLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!name.trim()}>
          {t.create}
        </Button>
      </form>
    </Modal>
  )
}
