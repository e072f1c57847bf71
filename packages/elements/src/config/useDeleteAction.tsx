import { useStore } from '@nanostores/react'
import { i18n, params } from '@shelfkit/stores'
import { type ReactNode, useState } from 'react'
import { IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { escapeHtml } from '../ui/sanitize'

const messages = i18n('config.deleteAction', { deleteNamed: params('Delete {name}'), delete: 'Delete' })

export interface DeleteActionOptions<T> {
  /** What the row is called: the button says `Delete <name>`, the question quotes it. */
  name(row: T): string
  /** The question, given the row's name as text (HTML-escaped, since the prompt renders HTML). */
  question(name: string): string
  remove(row: T): unknown
}

export interface DeleteAction<T> {
  /** The row's Delete button: it asks first. */
  button(row: T): ReactNode
  /** The open question, rendered once beside the rows. */
  prompt: ReactNode
}

/** A config row's Delete (users, API keys, libraries): the button asks "Are you sure…?", and Delete removes the row. */
export function useDeleteAction<T>({ name, question, remove }: DeleteActionOptions<T>): DeleteAction<T> {
  const t = useStore(messages)
  const [deleting, setDeleting] = useState<T | null>(null)
  return {
    button: (row) => (
      <IconButton icon="delete" label={t.deleteNamed({ name: name(row) })} onClick={() => setDeleting(row)} />
    ),
    prompt: (
      <ConfirmPrompt
        prompt={
          deleting
            ? { message: question(escapeHtml(name(deleting))), yesText: t.delete, yesVariant: 'danger' }
            : null
        }
        onAnswer={(confirmed) => {
          if (confirmed && deleting) void remove(deleting)
          setDeleting(null)
        }}
      />
    ),
  }
}
