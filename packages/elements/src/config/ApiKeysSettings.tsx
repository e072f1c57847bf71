import { useStore } from '@nanostores/react'
import type { ApiKey } from '@shelfkit/client'
import {
  $format,
  $user,
  configApiKeys,
  configUsers,
  createApiKey,
  deleteApiKey,
  i18n,
  params,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../ui/Button'
import { Dropdown } from '../ui/Dropdown'
import { CheckField, Field } from '../ui/Field'
import { ResourceView } from '../ui/ResourceView'
import { ConfigTable, useConfigResource } from './ConfigTable'
import { useDeleteAction } from './useDeleteAction'

const messages = i18n('config.apiKeys.page', {
  deleteQuestion: params('Are you sure you want to delete API key "{name}"?'),
  copyNow: 'Copy the new API key now: it will not be shown again.',
  createdKey: 'Created API key',
  copy: 'Copy',
  name: 'Name',
  user: 'User',
  expires: 'Expires',
  active: 'Active',
  never: 'Never',
  yes: 'Yes',
  no: 'No',
  empty: 'No API keys',
  newKey: 'New API key',
  expiresIn: 'Expires in (days, empty = never)',
  actsAs: 'Acts as User',
  create: 'Create API Key',
})

/** API keys: the list, a form for a new key (whose secret is shown once to copy), delete. */
export default function ApiKeysSettings() {
  const t = useStore(messages)
  const format = useStore($format)
  const state = useConfigResource(configApiKeys)
  const deletion = useDeleteAction({
    name: (key: ApiKey) => key.name,
    question: (name) => t.deleteQuestion({ name }),
    remove: (key) => deleteApiKey(key.id),
  })
  const [secret, setSecret] = useState<string | null>(null)
  // The form lists the users a key may belong to.
  useConfigResource(configUsers)

  return (
    <div className="sk-config-section">
      <ApiKeyForm onCreated={setSecret} />
      {secret ? (
        <div className="sk-config-secret" role="status">
          <p>{t.copyNow}</p>
          <input className="sk-input" readOnly value={secret} aria-label={t.createdKey} />
          <Button onClick={() => void navigator.clipboard?.writeText(secret)}>{t.copy}</Button>
        </div>
      ) : null}
      <ResourceView state={state}>
        {(keys) => (
          <ConfigTable
            columns={[t.name, t.user, t.expires, t.active]}
            rows={keys}
            rowKey={(key) => key.id}
            cells={(key) => [
              key.name,
              key.user?.username ?? '',
              key.expiresAt
                ? format.time(new Date(key.expiresAt), { dateStyle: 'medium', timeStyle: 'short' })
                : t.never,
              key.isActive ? t.yes : t.no,
            ]}
            actions={deletion.button}
            empty={t.empty}
          />
        )}
      </ResourceView>
      {deletion.prompt}
    </div>
  )
}

function ApiKeyForm({ onCreated }: { onCreated(secret: string): void }) {
  const t = useStore(messages)
  const me = useStore($user)
  const users = useStore(configUsers.$state).data ?? []
  const [name, setName] = useState('')
  const [days, setDays] = useState('')
  const [userId, setUserId] = useState('')
  const [isActive, setActive] = useState(true)
  const [busy, setBusy] = useState(false)
  const owner = userId || me?.id || ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const expiresIn = Number(days) > 0 ? Math.round(Number(days) * 86400) : undefined
    const secret = await createApiKey({ name: name.trim(), userId: owner, expiresIn, isActive })
    setBusy(false)
    if (secret) {
      setName('')
      onCreated(secret)
    }
  }

  return (
    <form className="sk-config-form sk-config-form--row" onSubmit={submit} aria-label={t.newKey}>
      <Field label={t.name}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label={t.expiresIn}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            type="number"
            min="1"
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
      </Field>
      <Field label={t.actsAs}>
        {(control) => (
          // As the official picker: each user with their account type as subtext.
          <Dropdown
            {...control}
            value={owner}
            onChange={setUserId}
            options={(users.length ? users : me ? [me] : []).map((user) => ({
              value: user.id,
              text: user.username,
              subtext: user.type,
            }))}
          />
        )}
      </Field>
      <CheckField
        className="sk-config-form__check"
        label={t.active}
        checked={isActive}
        onChange={setActive}
      />
      <div className="sk-config-form__actions">
        <Button type="submit" variant="primary" loading={busy} disabled={!name.trim() || !owner}>
          {t.create}
        </Button>
      </div>
    </form>
  )
}
