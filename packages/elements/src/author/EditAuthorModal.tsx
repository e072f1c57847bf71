import { useStore } from '@nanostores/react'
import type { Author } from '@shelfkit/client'
import {
  $authorEdit,
  $currentLibrary,
  $user,
  type AuthorForm,
  authorFormOf,
  canDelete,
  closeAuthorEdit,
  i18n,
  params,
  quickMatchAuthor,
  removeAuthor,
  removeAuthorImage,
  saveAuthor,
  setAuthorImage,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Modal } from '../ui/Modal'
import { escapeHtml } from '../ui/sanitize'
import { TextAreaField, TextField } from '../ui/TextInput'
import { TopLayer } from '../ui/TopLayer'
import { useProcessing } from '../ui/useProcessing'
import { AuthorAvatar } from './AuthorAvatar'

/** What an image address starts with (not language). */
const ADDRESS_START = 'https://'

const messages = i18n('author.edit', {
  title: 'Edit Author',
  deleteImage: 'Delete image',
  imageAddress: 'Image address',
  setImage: 'Set image',
  name: 'Name',
  asin: 'ASIN',
  description: 'Description',
  remove: 'Remove',
  quickMatch: 'Quick Match',
  save: 'Save',
  removeConfirm: params('Are you sure you want to remove author "{name}"?'),
})

/**
 * Spec 02 "Edit-author modal": name, ASIN, description and image; save (only what changed), quick match, image by
 * address, delete image and remove author (those two with delete permission). Opened through `openAuthorEdit`.
 */
export function EditAuthorModal() {
  const author = useStore($authorEdit)
  // The dialog (and its messages, in the editing part of the catalogue) only while it is open.
  return author ? <EditAuthorDialog author={author} /> : null
}

function EditAuthorDialog({ author }: { author: Author }) {
  const t = useStore(messages)
  const user = useStore($user)
  const library = useStore($currentLibrary)
  const [processing, run] = useProcessing()
  const [form, setForm] = useState<AuthorForm>(() => authorFormOf(author))
  const [imageUrl, setImageUrl] = useState('')
  const [confirmingRemove, setConfirmingRemove] = useState(false)
  const authorId = author.id

  // A new author, or the same author after a match or an image change, fills the form anew.
  useEffect(() => setForm(authorFormOf(author)), [author])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new author empties the address field
  useEffect(() => setImageUrl(''), [authorId])

  const mayDelete = canDelete(user)
  const change = (key: keyof AuthorForm) => (value: string) => setForm({ ...form, [key]: value })
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
        title={t.title}
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
                {t.deleteImage}
              </Button>
            ) : null}
          </div>
          <div className="sk-edit-author__fields">
            <div className="sk-inline-form">
              <TextField
                label={t.imageAddress}
                type="url"
                placeholder={ADDRESS_START}
                value={imageUrl}
                onValueChange={setImageUrl}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  void setImage()
                }}
              />
              <Button variant="secondary" disabled={!imageUrl.trim()} onClick={() => void setImage()}>
                {t.setImage}
              </Button>
            </div>
            <TextField label={t.name} spellCheck value={form.name} onValueChange={change('name')} />
            <TextField label={t.asin} value={form.asin} onValueChange={change('asin')} />
            <TextAreaField
              label={t.description}
              rows={6}
              value={form.description}
              onValueChange={change('description')}
            />
          </div>
          <div className="sk-dialog-actions sk-edit-author__actions">
            {mayDelete ? (
              <Button variant="danger" icon="delete" onClick={() => setConfirmingRemove(true)}>
                {t.remove}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              icon="search"
              onClick={() => void run(() => quickMatchAuthor(form, library?.provider))}
            >
              {t.quickMatch}
            </Button>
            <Button type="submit" variant="primary">
              {t.save}
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmPrompt
        prompt={
          confirmingRemove
            ? {
                message: t.removeConfirm({ name: escapeHtml(author.name) }),
                type: 'yesNo',
                yesText: t.remove,
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
