import type { ReactNode } from 'react'
import { Field } from '../ui/Field'

/** A library folder to add podcasts to, named by its path on the server. */
export function FolderSelect({
  label,
  folders,
  value,
  onChange,
  error,
  disabled,
}: {
  label: ReactNode
  folders: readonly { id: string; fullPath: string }[]
  value: string
  onChange(folderId: string): void
  error?: ReactNode
  disabled?: boolean
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="sk-select"
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.fullPath}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
