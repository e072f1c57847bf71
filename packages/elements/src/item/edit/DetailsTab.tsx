import type { LibraryItem } from '@shelfkit/client'
import {
  type BatchListField,
  type DetailsDraft,
  detailsDraftOf,
  PODCAST_TYPES,
  saveItemDetails,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { DETAIL_TEXT_LABELS, FLAG_LABELS, LIST_LABELS, TEXT_LABELS } from '../../batch/fields'
import { ListInput } from '../../batch/ListInput'
import { Button } from '../../ui/Button'

type TextKey = keyof typeof TEXT_LABELS | keyof typeof DETAIL_TEXT_LABELS
const LABELS = { ...TEXT_LABELS, ...DETAIL_TEXT_LABELS }

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
  const ids = useId()
  const original = useMemo(() => detailsDraftOf(item), [item])
  const [draft, setDraft] = useState(original)
  useEffect(() => setDraft(original), [original])
  const set = (patch: Partial<DetailsDraft>) => setDraft((current) => ({ ...current, ...patch }))
  const podcast = draft.mediaType === 'podcast'

  const text = (key: TextKey) => (
    <label key={key} className="sk-field" htmlFor={`${ids}-${key}`}>
      <span className="sk-field__label">{LABELS[key]}</span>
      <input
        id={`${ids}-${key}`}
        className="sk-input"
        value={draft[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </label>
  )
  const list = (key: BatchListField) => (
    <label key={key} className="sk-field" htmlFor={`${ids}-${key}`}>
      <span className="sk-field__label">
        {LIST_LABELS[key]}
        {key === 'series' ? ' (Name #sequence)' : ''}
      </span>
      <ListInput id={`${ids}-${key}`} value={draft[key]} onChange={(value) => set({ [key]: value })} />
    </label>
  )
  const flag = (key: keyof typeof FLAG_LABELS) => (
    <label key={key} className="sk-toggle-row">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => set({ [key]: event.target.checked })}
      />
      {FLAG_LABELS[key]}
    </label>
  )
  const save = (event: FormEvent) => {
    event.preventDefault()
    void run(() => saveItemDetails(draft))
  }

  return (
    <form className="sk-item-details-form" aria-label="Details" onSubmit={save}>
      <div className="sk-batch-item__fields">
        {podcast ? (
          <>
            {PODCAST_TEXT.map(text)}
            <label className="sk-field" htmlFor={`${ids}-author`}>
              <span className="sk-field__label">Author</span>
              <input
                id={`${ids}-author`}
                className="sk-input"
                value={draft.authors.join(', ')}
                onChange={(event) => set({ authors: event.target.value ? [event.target.value] : [] })}
              />
            </label>
            {PODCAST_LISTS.map(list)}
            <label className="sk-field" htmlFor={`${ids}-type`}>
              <span className="sk-field__label">Podcast Type</span>
              <select
                id={`${ids}-type`}
                className="sk-select"
                value={draft.podcastType}
                onChange={(event) => set({ podcastType: event.target.value })}
              >
                {PODCAST_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type === 'episodic' ? 'Episodic' : 'Serial'}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          BOOK_FIELDS.map((key) => (LISTS.has(key) ? list(key as BatchListField) : text(key as TextKey)))
        )}
      </div>
      <label className="sk-field" htmlFor={`${ids}-description`}>
        <span className="sk-field__label">Description</span>
        <textarea
          id={`${ids}-description`}
          className="sk-input"
          rows={5}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </label>
      <div className="sk-dialog-actions">
        {flag('explicit')}
        {podcast ? null : flag('abridged')}
        <Button type="submit" variant="primary" className="sk-item-details-form__save">
          Save
        </Button>
      </div>
    </form>
  )
}
