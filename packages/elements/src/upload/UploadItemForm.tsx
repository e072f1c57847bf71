import { removeUploadDraft, type UploadDraft, updateUploadDraft } from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { Field } from '../ui/Field'
import { ProgressBar } from '../ui/ProgressBar'

const STATUS_TEXT: Record<UploadDraft['status'], string> = {
  ready: 'Ready',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
}

/** One item to upload: its guessed details (editable until uploaded), its files and its result. */
export function UploadItemForm({ draft, isPodcast }: { draft: UploadDraft; isPodcast: boolean }) {
  const locked = draft.status === 'uploading' || draft.status === 'done'
  const field = (key: 'title' | 'author' | 'series', label: string) => (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          className="sk-input"
          value={draft[key]}
          disabled={locked}
          onChange={(event) => updateUploadDraft(draft.key, { [key]: event.target.value })}
        />
      )}
    </Field>
  )
  return (
    <fieldset className="sk-batch-item sk-upload-item" data-status={draft.status}>
      <legend className="sk-batch-item__legend">{draft.title || 'Untitled'}</legend>
      <div className="sk-batch-item__fields">
        {field('title', 'Title')}
        {isPodcast ? null : field('author', 'Author')}
        {isPodcast ? null : field('series', 'Series')}
      </div>
      <p className="sk-upload-item__files">
        {draft.files.length} {draft.files.length === 1 ? 'file' : 'files'}:{' '}
        {draft.files.map((f) => f.name).join(', ')}
      </p>
      <p className="sk-upload-item__status" role="status">
        {STATUS_TEXT[draft.status]}
        {draft.error ? `: ${draft.error}` : ''}
      </p>
      {draft.status === 'uploading' ? (
        <ProgressBar value={draft.progress} label={`Uploading ${draft.title}`} />
      ) : null}
      {locked ? null : (
        <IconButton
          icon="close"
          label={`Remove ${draft.title || 'item'}`}
          className="sk-batch-item__remove"
          onClick={() => removeUploadDraft(draft.key)}
        />
      )}
    </fieldset>
  )
}
