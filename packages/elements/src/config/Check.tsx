/** A labelled checkbox of the config forms. */
export function Check({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange(on: boolean): void
}) {
  return (
    <label className="sk-config-form__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  )
}
