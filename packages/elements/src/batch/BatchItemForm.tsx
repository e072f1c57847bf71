import {
  BATCH_LIST_FIELDS,
  type BatchDraft,
  PODCAST_FIELDS,
  removeDraft,
  updateDraft,
} from '@shelfkit/stores'
import { useId } from 'react'
import { IconButton } from '../ui/Button'
import { FLAG_LABELS, LIST_LABELS, TEXT_LABELS } from './fields'
import { ListInput } from './ListInput'

/** One item's basic fields on the batch edit page. */
export function BatchItemForm({ draft, canRemove }: { draft: BatchDraft; canRemove: boolean }) {
  const ids = useId()
  const shown = (key: keyof BatchDraft) => draft.mediaType === 'book' || PODCAST_FIELDS.has(key)
  const set = (patch: Partial<BatchDraft>) => updateDraft(draft.id, patch)
  return (
    <fieldset className="sk-batch-item">
      <legend className="sk-batch-item__legend">{draft.title || 'Untitled'}</legend>
      <div className="sk-batch-item__fields">
        {(Object.keys(TEXT_LABELS) as (keyof typeof TEXT_LABELS)[]).filter(shown).map((key) => (
          <label key={key} className="sk-field" htmlFor={`${ids}-${key}`}>
            <span className="sk-field__label">{TEXT_LABELS[key]}</span>
            <input
              id={`${ids}-${key}`}
              className="sk-input"
              value={draft[key]}
              onChange={(event) => set({ [key]: event.target.value })}
            />
          </label>
        ))}
        {BATCH_LIST_FIELDS.filter(shown).map((key) => (
          <label key={key} className="sk-field" htmlFor={`${ids}-${key}`}>
            <span className="sk-field__label">
              {draft.mediaType === 'podcast' ? 'Author' : LIST_LABELS[key]}
            </span>
            <ListInput id={`${ids}-${key}`} value={draft[key]} onChange={(list) => set({ [key]: list })} />
          </label>
        ))}
        {(Object.keys(FLAG_LABELS) as (keyof typeof FLAG_LABELS)[]).filter(shown).map((key) => (
          <label key={key} className="sk-toggle-row">
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(event) => set({ [key]: event.target.checked })}
            />
            {FLAG_LABELS[key]}
          </label>
        ))}
      </div>
      {canRemove ? (
        <IconButton
          icon="close"
          label={`Remove ${draft.title || 'item'} from the batch`}
          className="sk-batch-item__remove"
          onClick={() => removeDraft(draft.id)}
        />
      ) : null}
    </fieldset>
  )
}
