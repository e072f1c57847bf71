import { BATCH_LIST_FIELDS, type BatchDraft, type BatchMappableField, mapDetails } from '@shelfkit/stores'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { FLAG_LABELS, LIST_LABELS, TEXT_LABELS } from './fields'
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
            <label className="sk-field" htmlFor={`${ids}-${key}`}>
              <span className="sk-field__label">{LIST_LABELS[key]}</span>
              <ListInput
                id={`${ids}-${key}`}
                value={(values[key] as string[] | undefined) ?? []}
                onChange={(list) => {
                  setValue({ [key]: list })
                  toggle(key, true)
                }}
              />
            </label>
          </div>
        ))}
        {TEXT_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, TEXT_LABELS[key])}
            <label className="sk-field" htmlFor={`${ids}-${key}`}>
              <span className="sk-field__label">{TEXT_LABELS[key]}</span>
              <input
                id={`${ids}-${key}`}
                className="sk-input"
                value={(values[key] as string | undefined) ?? ''}
                onChange={(event) => {
                  setValue({ [key]: event.target.value })
                  toggle(key, true)
                }}
              />
            </label>
          </div>
        ))}
        {FLAG_FIELDS.map((key) => (
          <div key={key} className="sk-map-details__row">
            {enable(key, FLAG_LABELS[key])}
            <label className="sk-toggle-row">
              <input
                type="checkbox"
                checked={(values[key] as boolean | undefined) ?? false}
                onChange={(event) => setValue({ [key]: event.target.checked })}
              />
              {FLAG_LABELS[key]}
            </label>
          </div>
        ))}
      </div>
      <fieldset className="sk-map-details__mode">
        <legend>Lists</legend>
        <label className="sk-toggle-row">
          <input
            type="radio"
            name={`${ids}-mode`}
            checked={!overwrite}
            onChange={() => setOverwrite(false)}
          />
          Append
        </label>
        <label className="sk-toggle-row">
          <input type="radio" name={`${ids}-mode`} checked={overwrite} onChange={() => setOverwrite(true)} />
          Overwrite
        </label>
      </fieldset>
      <Button type="submit" disabled={!enabled.size}>
        Apply to all items
      </Button>
    </form>
  )
}
