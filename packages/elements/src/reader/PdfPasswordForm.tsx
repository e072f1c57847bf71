import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { TextInput } from '../ui/TextInput'

const messages = i18n('reader.pdfPassword', {
  form: 'PDF password',
  intro: 'This PDF is protected by a password. Enter it to open the book.',
  password: 'Password',
  incorrect: 'Incorrect password',
  cancel: 'Cancel',
  open: 'Open',
})

/**
 * What a pdf viewer asks for a password-protected pdf: the password, 'Incorrect password' after a wrong one. The
 * password goes to pdf.js only, it is neither kept nor sent anywhere.
 */
export function PdfPasswordForm({
  incorrect,
  checking,
  onSubmit,
  onCancel,
}: {
  /** The last password given was wrong. */
  incorrect: boolean
  /** pdf.js is trying the password given. */
  checking: boolean
  onSubmit(password: string): void
  onCancel(): void
}) {
  const t = useStore(messages)
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(password)
  }
  return (
    <form className="sk-reader__message sk-reader__password" aria-label={t.form} onSubmit={submit}>
      <p>{t.intro}</p>
      <Field label={t.password} error={incorrect && !checking ? t.incorrect : undefined}>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            onValueChange={setPassword}
          />
        )}
      </Field>
      <div className="sk-reader__password-actions">
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button type="submit" variant="primary" loading={checking}>
          {t.open}
        </Button>
      </div>
    </form>
  )
}
