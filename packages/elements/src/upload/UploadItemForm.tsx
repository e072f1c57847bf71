import { useStore } from '@nanostores/react'
import {
  count,
  fileKindOf,
  i18n,
  params,
  removeUploadDraft,
  type UploadDraft,
  updateUploadDraft,
  uploadDirectory,
} from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { ProgressBar } from '../ui/ProgressBar'
import { ReadOnlyField, TextField } from '../ui/TextInput'

const messages = i18n('upload.item', {
  title: 'Title',
  author: 'Author',
  series: 'Series',
  directory: 'Directory (auto)',
  untitled: 'Untitled',
  files: count({ one: '{count} file', other: '{count} files' }),
  ready: 'Ready',
  uploading: 'Uploading...',
  done: 'Successfully Uploaded!',
  uploadingTitle: params('Uploading {title}'),
  remove: params('Remove {title}'),
  kindAudio: 'audio',
  kindEbook: 'e-book',
  kindImage: 'image',
  kindInfo: 'info',
  kindText: 'text',
  kindMetadata: 'metadata',
})

/**
 * One item to upload: its guessed details (editable until uploaded; the text fields drop surrounding spaces when
 * left, as the official uploader's do), the folder it will get on the server, its files by kind, and its result.
 */
export function UploadItemForm({ draft, isPodcast }: { draft: UploadDraft; isPodcast: boolean }) {
  const t = useStore(messages)
  const locked = draft.status === 'uploading' || draft.status === 'done'
  const kindText = {
    audio: t.kindAudio,
    ebook: t.kindEbook,
    image: t.kindImage,
    info: t.kindInfo,
    text: t.kindText,
    metadata: t.kindMetadata,
  }
  const field = (key: 'title' | 'author' | 'series', label: string, error?: string) => (
    <TextField
      label={label}
      error={error}
      spellCheck
      value={draft[key]}
      disabled={locked}
      trimOnBlur
      onValueChange={(value) =>
        updateUploadDraft(
          draft.key,
          key === 'title' ? { title: value, titleError: undefined } : { [key]: value },
        )
      }
    />
  )
  const status =
    draft.status === 'failed'
      ? draft.error
      : draft.status === 'done'
        ? t.done
        : draft.status === 'uploading'
          ? t.uploading
          : t.ready
  return (
    <fieldset className="sk-batch-item sk-upload-item" data-status={draft.status}>
      <legend className="sk-batch-item__legend">{draft.title || t.untitled}</legend>
      <div className="sk-batch-item__fields">
        {field('title', t.title, draft.titleError)}
        {isPodcast ? null : field('author', t.author)}
        {isPodcast ? null : field('series', t.series)}
        <ReadOnlyField label={t.directory} value={uploadDirectory(draft, isPodcast)} />
      </div>
      <p className="sk-upload-item__files">{t.files(draft.files.length)}</p>
      <ul className="sk-upload-files">
        {draft.files.map((file) => {
          const kind = fileKindOf(file.name)
          return (
            <li key={file.name}>
              <span className="sk-upload-files__name">{file.name}</span>
              {kind ? <span className="sk-upload-files__kind">{kindText[kind]}</span> : null}
            </li>
          )
        })}
      </ul>
      <p className="sk-upload-item__status" role="status">
        {status}
      </p>
      {draft.status === 'uploading' ? (
        <ProgressBar value={draft.progress} label={t.uploadingTitle({ title: draft.title })} />
      ) : null}
      {locked ? null : (
        <IconButton
          icon="close"
          label={t.remove({ title: draft.title || t.untitled })}
          className="sk-batch-item__remove"
          onClick={() => removeUploadDraft(draft.key)}
        />
      )}
    </fieldset>
  )
}
