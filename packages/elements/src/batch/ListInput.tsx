import { useEffect, useState } from 'react'
import type { FieldControlProps } from '../ui/Field'

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
      placeholder="Comma-separated"
      onChange={(event) => {
        setText(event.target.value)
        onChange(parse(event.target.value))
      }}
    />
  )
}
