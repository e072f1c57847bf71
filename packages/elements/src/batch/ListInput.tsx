import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import type { FieldControlProps } from '../ui/Field'

const messages = i18n('batch.edit.listInput', { placeholder: 'Comma-separated' })

const parse = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** A comma-separated list in one text field; keeps what is typed until it differs from the list itself. */
export function ListInput({
  value,
  onChange,
  ...control
}: FieldControlProps & {
  value: readonly string[]
  onChange: (list: string[]) => void
}) {
  const t = useStore(messages)
  const joined = value.join(', ')
  const [text, setText] = useState(joined)
  useEffect(() => {
    setText((current) => (parse(current).join(', ') === joined ? current : joined))
  }, [joined])
  return (
    <input
      {...control}
      className="sk-input"
      value={text}
      placeholder={t.placeholder}
      onChange={(event) => {
        setText(event.target.value)
        onChange(parse(event.target.value))
      }}
    />
  )
}
