import { useStore } from '@nanostores/react'
import {
  $authorEdit,
  $currentLibrary,
  $user,
  type AuthorForm,
  authorFormOf,
  canDelete,
  closeAuthorEdit,
  quickMatchAuthor,
  removeAuthor,
  removeAuthorImage,
  saveAuthor,
  setAuthorImage,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { escapeHtml } from '../ui/sanitize'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'
import { AuthorAvatar } from './AuthorAvatar'

/**
 * Spec 02 "Edit-author modal": name, ASIN, description and image; save (only what changed), quick match, image by
 * address, delete image and remove author (those two with delete permission). Opened through `openAuthorEdit`.
 */
export function EditAuthorModal() {
  const author = useStore($authorEdit)
  const user = useStore($user)
  const library = useStore($currentLibrary)
  const [processing, run] = useProcessing()
  const [form, setForm] = useState<AuthorForm>({ name: '', asin: '', description: '' })
  const [imageUrl, setImageUrl] = useState('')
  const [confirmingRemove, setConfirmingRemove] = useState(false)
  const authorId = author?.id

  // A new author, or the same author after a match or an image change, fills the form anew.
  useEffect(() => {
    if (author) setForm(authorFormOf(author))
  }, [author])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new author empties the address field
  useEffect(() => setImageUrl(''), [authorId])

  if (!author) return null
  const mayDelete = canDelete(user)
  const field = (key: keyof AuthorForm) => ({
    className: 'sk-input',
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  })
  const save = (event: FormEvent) => {
    event.preventDefault()
    void run(() => saveAuthor(form))
  }
  const setImage = () =>
    run(async () => {
      if (await setAuthorImage(imageUrl)) setImageUrl('')
    })

  return (
    <TopLayer>
      <Modal
        open
        title="Edit Author"
        processing={processing}
        onClose={closeAuthorEdit}
        className="sk-edit-author"
        width={800}
      >
        <form className="sk-edit-author__body" onSubmit={save}>
          <div className="sk-edit-author__image">
            <AuthorAvatar author={author} size={120} />
            {mayDelete && author.imagePath ? (
              <Button variant="secondary" icon="delete" onClick={() => void run(removeAuthorImage)}>
                Delete image
              </Button>
            ) : null}
          </div>
          <div className="sk-edit-author__fields">
            <div className="sk-inline-form">
              <Field label="Image address">
                {(control) => (
                  <input
                    {...control}
                    className="sk-input"
                    type="url"
                    placeholder="https://"
                    value={imageUrl}
                    onChange={(event) => setImageUrl(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return
                      event.preventDefault()
                      void setImage()
                    }}
                  />
                )}
              </Field>
              <Button variant="secondary" disabled={!imageUrl.trim()} onClick={() => void setImage()}>
                Set image
              </Button>
            </div>
            <Field label="Name">{(control) => <input {...control} {...field('name')} />}</Field>
            <Field label="ASIN">{(control) => <input {...control} {...field('asin')} />}</Field>
            <Field label="Description">
              {(control) => <textarea {...control} {...field('description')} rows={6} />}
            </Field>
          </div>
          <div className="sk-dialog-actions sk-edit-author__actions">
            {mayDelete ? (
              <Button variant="danger" icon="delete" onClick={() => setConfirmingRemove(true)}>
                Remove
              </Button>
            ) : null}
            <Button
              variant="secondary"
              icon="search"
              onClick={() => void run(() => quickMatchAuthor(form, library?.provider))}
            >
              Quick Match
            </Button>
            <Button type="submit" variant="primary">
              Save
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmPrompt
        prompt={
          confirmingRemove
            ? {
                message: `Are you sure you want to remove author "${escapeHtml(author.name)}"?`,
                type: 'yesNo',
                yesText: 'Remove',
                yesVariant: 'danger',
              }
            : null
        }
        processing={processing}
        onAnswer={(confirmed) => {
          setConfirmingRemove(false)
          if (confirmed) void run(removeAuthor)
        }}
      />
    </TopLayer>
  )
}
