import { BATCH_LIST_FIELDS, type BatchDraft, type BatchMappableField, mapDetails } from '@shelfkit/stores'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { TextInput } from '../ui/TextInput'
import { FLAG_LABELS, LIST_LABELS, TEXT_LABELS, TRIMMED_FIELDS } from './fields'
import { ListInput } from './ListInput'

const TEXT_FIELDS = ['publisher', 'publishedYear', 'language'] as const
const FLAG_FIELDS = ['explicit', 'abridged'] as const

type Values = Partial<Pick<BatchDraft, BatchMappableField>>

/**
 * The "map details" bar: tick a field, give its value, apply it to every item. Lists are appended to, or replace
 * the items' lists when "Overwrite" is chosen.
 */
export function MapDetailsBar() {
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
      aria-label={`Map ${label}`}
      checked={enabled.has(key)}
      onChange={(event) => toggle(key, event.target.checked)}
    />
  )

  return (
    <form className="sk-map-details" aria-label="Map details" onSubmit={apply}>
      <h2 className="sk-map-details__title">Map details</h2>
      <div className="sk-map-details__grid">
        {BATCH_LIST_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, LIST_LABELS[key])}
            <Field label={LIST_LABELS[key]}>
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
            {enable(key, TEXT_LABELS[key])}
            <Field label={TEXT_LABELS[key]}>
              {(control) => (
                <TextInput
                  {...control}
                  value={(values[key] as string | undefined) ?? ''}
                  trimOnBlur={TRIMMED_FIELDS.book.has(key)}
                  onValueChange={(value) => {
                    setValue({ [key]: value })
                    toggle(key, true)
                  }}
                />
              )}
            </Field>
          </div>
        ))}
        {FLAG_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, FLAG_LABELS[key])}
            <CheckField
              label={FLAG_LABELS[key]}
              checked={(values[key] as boolean | undefined) ?? false}
              onChange={(checked) => setValue({ [key]: checked })}
            />
          </div>
        ))}
      </div>
      <fieldset className="sk-map-details__mode">
        <legend>Lists</legend>
        <CheckField
          type="radio"
          name={`${ids}-mode`}
          label="Append"
          checked={!overwrite}
          onChange={() => setOverwrite(false)}
        />
        <CheckField
          type="radio"
          name={`${ids}-mode`}
          label="Overwrite"
          checked={overwrite}
          onChange={() => setOverwrite(true)}
        />
      </fieldset>
      <Button type="submit" disabled={!enabled.size}>
        Apply to all items
      </Button>
    </form>
  )
}
