import { useStore } from '@nanostores/react'
import {
  BATCH_LIST_FIELDS,
  type BatchDraft,
  i18n,
  PODCAST_FIELDS,
  params,
  removeDraft,
  updateDraft,
} from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { TextField } from '../ui/TextInput'
import { FLAG_FIELDS, fieldLabels, TEXT_FIELDS, TRIMMED_FIELDS } from './fields'
import { ListInput } from './ListInput'

const messages = i18n('batch.edit.item', {
  untitled: 'Untitled',
  remove: params('Remove {title} from the batch'),
  item: 'item',
})

/** One item's basic fields on the batch edit page. */
export function BatchItemForm({ draft, canRemove }: { draft: BatchDraft; canRemove: boolean }) {
  const t = useStore(messages)
  const labels = useStore(fieldLabels)
  const shown = (key: keyof BatchDraft) => draft.mediaType === 'book' || PODCAST_FIELDS.has(key)
  const set = (patch: Partial<BatchDraft>) => updateDraft(draft.id, patch)
  return (
    <fieldset className="sk-batch-item">
      <legend className="sk-batch-item__legend">{draft.title || t.untitled}</legend>
      <div className="sk-batch-item__fields">
        {TEXT_FIELDS.filter(shown).map((key) => (
          <TextField
            key={key}
            label={labels[key]}
            spellCheck
            value={draft[key]}
            trimOnBlur={TRIMMED_FIELDS.book.has(key)}
            onValueChange={(value) => set({ [key]: value })}
          />
        ))}
        {BATCH_LIST_FIELDS.filter(shown).map((key) => (
          <Field key={key} label={draft.mediaType === 'podcast' ? labels.author : labels[key]}>
            {(control) => (
              <ListInput {...control} value={draft[key]} onChange={(list) => set({ [key]: list })} />
            )}
          </Field>
        ))}
        {FLAG_FIELDS.filter(shown).map((key) => (
          <CheckField
            key={key}
            label={labels[key]}
            checked={draft[key]}
            onChange={(checked) => set({ [key]: checked })}
          />
        ))}
      </div>
      {canRemove ? (
        <IconButton
          icon="close"
          label={t.remove({ title: draft.title || t.item })}
          className="sk-batch-item__remove"
          onClick={() => removeDraft(draft.id)}
        />
      ) : null}
    </fieldset>
  )
}
