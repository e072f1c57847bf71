import { useStore } from '@nanostores/react'
import { i18n, type ListForm } from '@shelfkit/stores'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { TextAreaField, TextField } from '../ui/TextInput'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'

const messages = i18n('collection.editModal', {
  collection: 'Edit Collection',
  playlist: 'Edit Playlist',
  name: 'Name',
  description: 'Description',
  save: 'Save',
})

export type ListKind = 'collection' | 'playlist'

export interface EditListModalProps {
  kind: ListKind
  /** The name and description as saved. */
  initial: ListForm
  /** Saves the form; resolves true when the modal may close. */
  onSave(form: ListForm): Promise<boolean>
  onClose(): void
  /** The entries, as on the page. */
  children: ReactNode
}

/**
 * Spec 02 "Add-to-collection, edit-collection modals" and "Add-to-playlist, edit-playlist modals": name,
 * description and the entries (a Remove button each where the page allows it), the list scrolling at 24rem.
 */
export function EditListModal({ kind, initial, onSave, onClose, children }: EditListModalProps) {
  const t = useStore(messages)
  const [form, setForm] = useState(initial)
  const [processing, run] = useProcessing()
  const save = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      if (await onSave(form)) onClose()
    })
  }
  return (
    <TopLayer>
      <Modal open title={t[kind]} processing={processing} onClose={onClose} width={700}>
        <form className="sk-edit-list" onSubmit={save}>
          <TextField
            label={t.name}
            spellCheck
            value={form.name}
            onValueChange={(name) => setForm({ ...form, name })}
          />
          <TextAreaField
            label={t.description}
            rows={3}
            value={form.description}
            onValueChange={(description) => setForm({ ...form, description })}
          />
          <div className="sk-edit-list__entries">{children}</div>
          <div className="sk-dialog-actions">
            <Button type="submit" variant="primary">
              {t.save}
            </Button>
          </div>
        </form>
      </Modal>
    </TopLayer>
  )
}
