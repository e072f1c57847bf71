import { useStore } from '@nanostores/react'
import { i18n, params } from '@shelfkit/stores'
import { useEffect, useRef, useState } from 'react'
import { IconButton } from './Button'
import { Field } from './Field'

const messages = i18n('ui.copyField', {
  copied: 'Copied',
  copy: params('Copy {label}'),
  copiedToClipboard: 'Copied to clipboard',
})

/** Spec 02 §2 "Other shared widgets": the copy confirmation lasts 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000

/** Puts text on the clipboard: the Clipboard API, else the selected field and the copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    if (!field) return false
    field.select()
    return document.execCommand('copy')
  }
}

/** A read-only address with a copy button; the button turns into a check (and says Copied) for 2 seconds. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useStore(messages)
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <Field label={label} className="sk-copy-field">
      {(control) => (
        <>
          <div className="sk-copy-field__row">
            <input {...control} ref={field} className="sk-input" value={value} readOnly />
            <IconButton
              icon={copied ? 'check' : 'copy'}
              label={copied ? t.copied : t.copy({ label })}
              active={copied}
              onClick={async () => setCopied(await copyText(value, field.current))}
            />
          </div>
          <span className="sk-copy-field__status" role="status">
            {copied ? t.copiedToClipboard : ''}
          </span>
        </>
      )}
    </Field>
  )
}
