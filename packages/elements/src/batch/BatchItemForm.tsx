import {
  BATCH_LIST_FIELDS,
  type BatchDraft,
  PODCAST_FIELDS,
  removeDraft,
  updateDraft,
} from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { TextInput } from '../ui/TextInput'
import { FLAG_LABELS, LIST_LABELS, TEXT_LABELS, TRIMMED_FIELDS } from './fields'
import { ListInput } from './ListInput'

/** One item's basic fields on the batch edit page. */
export function BatchItemForm({ draft, canRemove }: { draft: BatchDraft; canRemove: boolean }) {
  const shown = (key: keyof BatchDraft) => draft.mediaType === 'book' || PODCAST_FIELDS.has(key)
  const set = (patch: Partial<BatchDraft>) => updateDraft(draft.id, patch)
  return (
    <fieldset className="sk-batch-item">
      <legend className="sk-batch-item__legend">{draft.title || 'Untitled'}</legend>
      <div className="sk-batch-item__fields">
        {(Object.keys(TEXT_LABELS) as (keyof typeof TEXT_LABELS)[]).filter(shown).map((key) => (
          <Field key={key} label={TEXT_LABELS[key]}>
            {(control) => (
              <TextInput
                {...control}
                value={draft[key]}
                trimOnBlur={TRIMMED_FIELDS.book.has(key)}
                onValueChange={(value) => set({ [key]: value })}
              />
            )}
          </Field>
        ))}
        {BATCH_LIST_FIELDS.filter(shown).map((key) => (
          <Field key={key} label={draft.mediaType === 'podcast' ? 'Author' : LIST_LABELS[key]}>
            {(control) => (
              <ListInput {...control} value={draft[key]} onChange={(list) => set({ [key]: list })} />
            )}
          </Field>
        ))}
        {(Object.keys(FLAG_LABELS) as (keyof typeof FLAG_LABELS)[]).filter(shown).map((key) => (
          <CheckField
            key={key}
            label={FLAG_LABELS[key]}
            checked={draft[key]}
            onChange={(checked) => set({ [key]: checked })}
          />
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
