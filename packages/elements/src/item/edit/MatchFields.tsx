import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { BookMatch } from '@shelfkit/client'
import {
  applyMatch,
  BOOK_MATCH_FIELDS,
  currentMatchValues,
  FLAG_MATCH_FIELDS,
  i18n,
  LIST_MATCH_FIELDS,
  type MatchField,
  type MatchValue,
  matchValuesOf,
  openRawCoverPreview,
  PODCAST_MATCH_FIELDS,
  rawCoverSrc,
  storedMatchUsage,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { ListInput } from '../../batch/ListInput'
import { Button, IconButton } from '../../ui/Button'
import { CheckField, Field } from '../../ui/Field'
import { TextAreaField, TextField } from '../../ui/TextInput'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.matchFields', {
  heading: 'Update Details',
  back: 'Back to the results',
  selectAll: 'Select all',
  use: params('Use the new {field}'),
  currently: params('Currently: {value}'),
  yes: 'Yes',
  no: 'No',
  newCover: 'New cover',
  currentCover: 'Current cover',
  showCover: params('Show the {which} full size'),
  submit: 'Submit',
  cover: 'Cover',
  title: 'Title',
  subtitle: 'Subtitle',
  authors: 'Authors',
  author: 'Author',
  narrators: 'Narrators',
  description: 'Description',
  publisher: 'Publisher',
  publishedYear: 'Publish Year',
  series: 'Series (Name #sequence)',
  genres: 'Genres',
  tags: 'Tags',
  language: 'Language',
  isbn: 'ISBN',
  asin: 'ASIN',
  explicit: 'Explicit',
  abridged: 'Abridged',
  releaseDate: 'Release Date',
  feedUrl: 'RSS Feed URL',
  itunesPageUrl: 'iTunes Page URL',
  itunesId: 'iTunes ID',
})

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A current value in words, short: lists joined, flags as Yes/No, descriptions without markup. */
function shownValue(field: MatchField, value: MatchValue | undefined, yes: string, no: string): string {
  if (value === undefined) return ''
  if (typeof value === 'boolean') return value ? yes : no
  if (Array.isArray(value)) return value.join(', ')
  const text = field === 'description' ? plain(value as string) : (value as string)
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}

/** A chosen result's fields beside the item's, each with a checkbox; Submit saves the checked ones only. */
export function MatchFields({
  item,
  match,
  run,
  onBack,
}: ItemEditTabProps & { match: BookMatch; onBack(): void }) {
  const t = useStore(messages)
  const order: readonly MatchField[] = item.mediaType === 'podcast' ? PODCAST_MATCH_FIELDS : BOOK_MATCH_FIELDS
  const [values, setValues] = useState(() => matchValuesOf(match, item.mediaType))
  const fields = order.filter((field) => values[field] !== undefined)
  const [use, setUse] = useState(() => new Set(fields.filter((field) => storedMatchUsage().has(field))))
  const current = currentMatchValues(item)
  const toggle = (field: MatchField, on: boolean) => {
    const next = new Set(use)
    if (on) next.add(field)
    else next.delete(field)
    setUse(next)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await run(() => applyMatch(values, use))) onBack()
  }
  return (
    <form className="sk-match-fields" onSubmit={(event) => void submit(event)}>
      <div className="sk-match-fields__bar">
        <IconButton icon="chevronLeft" label={t.back} onClick={onBack} />
        <h3>{t.heading}</h3>
      </div>
      <CheckField
        label={t.selectAll}
        checked={fields.every((field) => use.has(field))}
        onChange={(on) => setUse(new Set(on ? fields : []))}
      />
      {fields.map((field) => (
        <div key={field} className="sk-match-fields__row">
          <CheckField
            className="sk-match-fields__use"
            label={<span className="sk-visually-hidden">{t.use({ field: t[field] })}</span>}
            checked={use.has(field)}
            onChange={(on) => toggle(field, on)}
          />
          <div className="sk-match-fields__value">
            {field === 'cover' ? (
              <CoverValue src={values.cover as string} current={rawCoverSrc(item)} />
            ) : (
              <FieldEditor
                field={field}
                label={t[field]}
                value={values[field]!}
                disabled={!use.has(field)}
                onChange={(value) => setValues({ ...values, [field]: value })}
              />
            )}
            {current[field] !== undefined && shownValue(field, current[field], t.yes, t.no) ? (
              <p className="sk-match-fields__current">
                {t.currently({ value: shownValue(field, current[field], t.yes, t.no) })}
              </p>
            ) : null}
          </div>
        </div>
      ))}
      <div className="sk-dialog-actions">
        <Button type="submit" variant="primary" disabled={!use.size}>
          {t.submit}
        </Button>
      </div>
    </form>
  )
}

function FieldEditor({
  field,
  label,
  value,
  disabled,
  onChange,
}: {
  field: MatchField
  label: string
  value: MatchValue
  disabled: boolean
  onChange(value: MatchValue): void
}) {
  if (FLAG_MATCH_FIELDS.has(field))
    return <CheckField label={label} checked={!!value} disabled={disabled} onChange={onChange} />
  if (LIST_MATCH_FIELDS.has(field))
    return (
      <Field label={label}>
        {(control) => <ListInput {...control} value={value as readonly string[]} onChange={onChange} />}
      </Field>
    )
  if (field === 'description')
    return (
      <TextAreaField
        label={label}
        rows={4}
        disabled={disabled}
        value={value as string}
        onValueChange={onChange}
      />
    )
  return (
    <TextField
      label={label}
      spellCheck
      disabled={disabled}
      value={value as string}
      onValueChange={onChange}
    />
  )
}

function CoverValue({ src, current }: { src: string; current: string | null }) {
  const t = useStore(messages)
  const cover = (url: string, which: string) => (
    <figure>
      <button type="button" aria-label={t.showCover({ which })} onClick={() => openRawCoverPreview(url)}>
        <img src={url} alt={which} />
      </button>
      <figcaption>{which}</figcaption>
    </figure>
  )
  return (
    <div className="sk-match-fields__covers">
      {cover(src, t.newCover)}
      {current ? cover(current, t.currentCover) : null}
    </div>
  )
}
