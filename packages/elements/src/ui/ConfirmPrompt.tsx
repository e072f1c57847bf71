import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { Button } from './Button'
import { CheckField } from './Field'
import { Modal } from './Modal'
import { SafeHtml } from './SafeHtml'

/** Spec 02 §2 "Confirm prompt". */
export const CONFIRM_PROMPT_WIDTH = 500

const messages = i18n('ui.confirm', {
  notice: 'Notice',
  areYouSure: 'Are you sure?',
  ok: 'OK',
  cancel: 'Cancel',
  yes: 'Yes',
})

export interface ConfirmPromptOptions {
  /** Rendered as (sanitised) HTML. */
  message: string
  /** 'ok' shows only OK; 'yesNo' shows Cancel and a Yes button. */
  type?: 'ok' | 'yesNo'
  title?: string
  yesText?: string
  yesVariant?: 'primary' | 'danger'
  /** An optional checkbox, e.g. 'Delete from file system'. */
  checkboxLabel?: string
  checkboxDefault?: boolean
  /** Does not close on a click outside. */
  persistent?: boolean
}

export interface ConfirmPromptProps {
  /** The prompt to show, or null when none is open. */
  prompt: ConfirmPromptOptions | null
  /** Called once per prompt: confirmed or not, and the checkbox state. */
  onAnswer(confirmed: boolean, checked: boolean): void
  processing?: boolean
}

/** A yes/no (or OK) question in a modal, with an optional checkbox whose default the caller chooses. */
export function ConfirmPrompt({ prompt, onAnswer, processing }: ConfirmPromptProps) {
  const t = useStore(messages)
  const [checked, setChecked] = useState(false)

  useEffect(() => {
    setChecked(prompt?.checkboxDefault ?? false)
  }, [prompt])

  if (!prompt) return null
  const type = prompt.type ?? 'yesNo'
  const cancel = () => onAnswer(false, checked)
  return (
    <Modal
      open
      title={prompt.title ?? (type === 'ok' ? t.notice : t.areYouSure)}
      onClose={cancel}
      width={CONFIRM_PROMPT_WIDTH}
      persistent={prompt.persistent}
      processing={processing}
      className="sk-confirm"
      footer={
        type === 'ok' ? (
          <Button variant="primary" onClick={() => onAnswer(true, checked)}>
            {t.ok}
          </Button>
        ) : (
          <>
            <Button onClick={cancel}>{t.cancel}</Button>
            <Button variant={prompt.yesVariant ?? 'primary'} onClick={() => onAnswer(true, checked)}>
              {prompt.yesText ?? t.yes}
            </Button>
          </>
        )
      }
    >
      <SafeHtml html={prompt.message} className="sk-confirm__message" />
      {prompt.checkboxLabel ? (
        <CheckField
          className="sk-confirm__checkbox"
          label={prompt.checkboxLabel}
          checked={checked}
          onChange={setChecked}
        />
      ) : null}
    </Modal>
  )
}
