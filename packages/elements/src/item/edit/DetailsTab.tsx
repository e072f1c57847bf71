import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  type BatchListField,
  type DetailsDraft,
  detailsDraftOf,
  i18n,
  PODCAST_TYPES,
  saveItemDetails,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import {
  type DETAIL_TEXT_FIELDS,
  type FLAG_FIELDS,
  fieldLabels,
  type TEXT_FIELDS,
  TRIMMED_FIELDS,
} from '../../batch/fields'
import { ListInput } from '../../batch/ListInput'
import { Button } from '../../ui/Button'
import { CheckField, Field } from '../../ui/Field'
import { TextAreaField, TextField } from '../../ui/TextInput'

type TextKey = (typeof TEXT_FIELDS)[number] | (typeof DETAIL_TEXT_FIELDS)[number]

const messages = i18n('item.edit.details', {
  form: 'Details',
  podcastType: 'Podcast Type',
  episodic: 'Episodic',
  serial: 'Serial',
  description: 'Description',
  save: 'Save',
})

const LISTS = new Set<string>(['authors', 'narrators', 'series', 'genres', 'tags'])
/** A book's fields in the official form's order. */
const BOOK_FIELDS: (TextKey | BatchListField)[] = [
  'title',
  'subtitle',
  'authors',
  'narrators',
  'series',
  'genres',
  'tags',
  'publisher',
  'publishedYear',
  'language',
  'isbn',
  'asin',
]
const PODCAST_TEXT: TextKey[] = ['title', 'feedUrl', 'releaseDate', 'language']

const PODCAST_LISTS: BatchListField[] = ['genres', 'tags']

/**
 * The Details tab of the item edit modal: a book's or a podcast's metadata; Save sends what changed. The form
 * starts again from the item whenever the item changes (a save, an edit elsewhere, the next item).
 */
export function DetailsTab({
  item,
  run,
}: {
  item: LibraryItem
  run(action: () => Promise<unknown>): Promise<unknown>
}) {
  const t = useStore(messages)
  const labels = useStore(fieldLabels)
  const original = useMemo(() => detailsDraftOf(item), [item])
  const [draft, setDraft] = useState(original)
  useEffect(() => setDraft(original), [original])
  const set = (patch: Partial<DetailsDraft>) => setDraft((current) => ({ ...current, ...patch }))
  const podcast = draft.mediaType === 'podcast'

  const text = (key: TextKey) => (
    <TextField
      key={key}
      label={labels[key]}
      spellCheck
      value={draft[key]}
      trimOnBlur={TRIMMED_FIELDS[draft.mediaType].has(key)}
      onValueChange={(value) => set({ [key]: value })}
    />
  )
  const list = (key: BatchListField) => (
    <Field key={key} label={key === 'series' ? labels.seriesWithSequence : labels[key]}>
      {(control) => <ListInput {...control} value={draft[key]} onChange={(value) => set({ [key]: value })} />}
    </Field>
  )
  const flag = (key: (typeof FLAG_FIELDS)[number]) => (
    <CheckField
      key={key}
      label={labels[key]}
      checked={draft[key]}
      onChange={(checked) => set({ [key]: checked })}
    />
  )
  const save = (event: FormEvent) => {
    event.preventDefault()
    void run(() => saveItemDetails(draft))
  }

  return (
    <form className="sk-item-details-form" aria-label={t.form} onSubmit={save}>
      <div className="sk-batch-item__fields">
        {podcast ? (
          <>
            {PODCAST_TEXT.map(text)}
            <TextField
              label={labels.author}
              spellCheck
              value={draft.authors.join(', ')}
              trimOnBlur
              onValueChange={(value) => set({ authors: value ? [value] : [] })}
            />
            {PODCAST_LISTS.map(list)}
            <Field label={t.podcastType}>
              {(control) => (
                <select
                  {...control}
                  className="sk-select"
                  value={draft.podcastType}
                  onChange={(event) => set({ podcastType: event.target.value })}
                >
                  {PODCAST_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type === 'episodic' ? t.episodic : t.serial}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : (
          BOOK_FIELDS.map((key) => (LISTS.has(key) ? list(key as BatchListField) : text(key as TextKey)))
        )}
      </div>
      <TextAreaField
        label={t.description}
        rows={5}
        value={draft.description}
        onValueChange={(description) => set({ description })}
      />
      <div className="sk-dialog-actions">
        {flag('explicit')}
        {podcast ? null : flag('abridged')}
        <Button type="submit" variant="primary" className="sk-item-details-form__save">
          {t.save}
        </Button>
      </div>
    </form>
  )
}
