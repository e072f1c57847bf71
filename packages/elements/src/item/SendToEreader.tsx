import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import { $ereaderDevices, i18n, params, sendEbookToDevice } from '@shelfkit/stores'
import { useState } from 'react'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Icon } from '../ui/Icon'
import { MenuButton } from '../ui/Menu'
import { escapeHtml } from '../ui/sanitize'

const messages = i18n('item.sendToEreader', {
  send: 'Send to e-reader',
  confirm: params('Send “{title}” to {device}?'),
  yes: 'Send',
})

/**
 * The e-book's "Send to e-reader" menu: one entry per device the user may use (the sign-in answer's list, kept by
 * `ereader-devices-updated`), each asked first; nothing shows when the user has none.
 */
export function SendToEreader({ item }: { item: LibraryItem }) {
  const t = useStore(messages)
  const devices = useStore($ereaderDevices)
  const [device, setDevice] = useState<string | null>(null)
  if (!devices.length) return null
  const title = item.media.metadata.title ?? ''
  return (
    <>
      <MenuButton
        label={t.send}
        buttonClassName="sk-button sk-button--secondary"
        items={devices.map((entry) => ({
          key: entry.name,
          label: entry.name,
          onSelect: () => setDevice(entry.name),
        }))}
      >
        <Icon name="upload" size={18} />
        {t.send}
      </MenuButton>
      <ConfirmPrompt
        prompt={device ? { message: escapeHtml(t.confirm({ title, device })), yesText: t.yes } : null}
        onAnswer={(confirmed) => {
          if (confirmed && device) void sendEbookToDevice(item.id, device)
          setDevice(null)
        }}
      />
    </>
  )
}
