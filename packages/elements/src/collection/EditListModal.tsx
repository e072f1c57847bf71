import type { ListForm } from '@shelfkit/stores'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'

export interface EditListModalProps {
  /** 'Collection' or 'Playlist'. */
  kind: string
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
      <Modal open title={`Edit ${kind}`} processing={processing} onClose={onClose} width={700}>
        <form className="sk-edit-list" onSubmit={save}>
          <Field label="Name">
            {(control) => (
              <input
                {...control}
                className="sk-input"
                value={form.name}
                onChange={(event) => setForm({ ...form, name: event.target.value })}
              />
            )}
          </Field>
          <Field label="Description">
            {(control) => (
              <textarea
                {...control}
                className="sk-input"
                rows={3}
                value={form.description}
                onChange={(event) => setForm({ ...form, description: event.target.value })}
              />
            )}
          </Field>
          <div className="sk-edit-list__entries">{children}</div>
          <div className="sk-dialog-actions">
            <Button type="submit" variant="primary">
              Save
            </Button>
          </div>
        </form>
      </Modal>
    </TopLayer>
  )
}
