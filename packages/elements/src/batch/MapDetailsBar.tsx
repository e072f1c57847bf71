import { useStore } from '@nanostores/react'
import {
  BATCH_LIST_FIELDS,
  type BatchDraft,
  type BatchMappableField,
  i18n,
  mapDetails,
  params,
} from '@shelfkit/stores'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { TextField } from '../ui/TextInput'
import { FLAG_FIELDS, fieldLabels, TRIMMED_FIELDS } from './fields'
import { ListInput } from './ListInput'

const TEXT_FIELDS = ['publisher', 'publishedYear', 'language'] as const

const messages = i18n('batch.edit.mapDetails', {
  map: params('Map {field}'),
  title: 'Map details',
  lists: 'Lists',
  append: 'Append',
  overwrite: 'Overwrite',
  apply: 'Apply to all items',
})

type Values = Partial<Pick<BatchDraft, BatchMappableField>>

/**
 * The "map details" bar: tick a field, give its value, apply it to every item. Lists are appended to, or replace
 * the items' lists when "Overwrite" is chosen.
 */
export function MapDetailsBar() {
  const t = useStore(messages)
  const labels = useStore(fieldLabels)
  const ids = useId()
  const [enabled, setEnabled] = useState<ReadonlySet<BatchMappableField>>(new Set())
  const [values, setValues] = useState<Values>({})
  const [overwrite, setOverwrite] = useState(false)
  const toggle = (key: BatchMappableField, on: boolean) => {
    const next = new Set(enabled)
    if (on) next.add(key)
    else next.delete(key)
    setEnabled(next)
  }
  const setValue = (patch: Values) => setValues({ ...values, ...patch })
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const chosen: Values = {}
    for (const key of enabled) {
      const value =
        values[key] ??
        (BATCH_LIST_FIELDS.includes(key as never) ? [] : FLAG_FIELDS.includes(key as never) ? false : '')
      Object.assign(chosen, { [key]: value })
    }
    mapDetails(chosen, overwrite)
  }
  const enable = (key: BatchMappableField, label: string) => (
    <input
      type="checkbox"
      aria-label={t.map({ field: label })}
      checked={enabled.has(key)}
      onChange={(event) => toggle(key, event.target.checked)}
    />
  )

  return (
    <form className="sk-map-details" aria-label={t.title} onSubmit={apply}>
      <h2 className="sk-map-details__title">{t.title}</h2>
      <div className="sk-map-details__grid">
        {BATCH_LIST_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, labels[key])}
            <Field label={labels[key]}>
              {(control) => (
                <ListInput
                  {...control}
                  value={(values[key] as string[] | undefined) ?? []}
                  onChange={(list) => {
                    setValue({ [key]: list })
                    toggle(key, true)
                  }}
                />
              )}
            </Field>
          </div>
        ))}
        {TEXT_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, labels[key])}
            <TextField
              label={labels[key]}
              spellCheck
              value={(values[key] as string | undefined) ?? ''}
              trimOnBlur={TRIMMED_FIELDS.book.has(key)}
              onValueChange={(value) => {
                setValue({ [key]: value })
                toggle(key, true)
              }}
            />
          </div>
        ))}
        {FLAG_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, labels[key])}
            <CheckField
              label={labels[key]}
              checked={(values[key] as boolean | undefined) ?? false}
              onChange={(checked) => setValue({ [key]: checked })}
            />
          </div>
        ))}
      </div>
      <fieldset className="sk-map-details__mode">
        <legend>{t.lists}</legend>
        <CheckField
          type="radio"
          name={`${ids}-mode`}
          label={t.append}
          checked={!overwrite}
          onChange={() => setOverwrite(false)}
        />
        <CheckField
          type="radio"
          name={`${ids}-mode`}
          label={t.overwrite}
          checked={overwrite}
          onChange={() => setOverwrite(true)}
        />
      </fieldset>
      <Button type="submit" disabled={!enabled.size}>
        {t.apply}
      </Button>
    </form>
  )
}
