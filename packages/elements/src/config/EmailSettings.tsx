import { useStore } from '@nanostores/react'
import type { EreaderDevice, EmailSettings as Settings } from '@shelfkit/client'
import {
  configEmail,
  configUsers,
  ereaderDeviceProblem,
  i18n,
  params,
  removeEreaderDevice,
  saveEmailSettings,
  saveEreaderDevice,
  sendTestEmail,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { ResourceView } from '../ui/ResourceView'
import { NumberField, TextField, TextInput } from '../ui/TextInput'
import { ConfigTable, useConfigResource } from './ConfigTable'
import { useDeleteAction } from './useDeleteAction'

const messages = i18n('config.email.page', {
  smtp: 'SMTP settings',
  host: 'Host',
  port: 'Port',
  secure: 'Secure',
  rejectUnauthorized: 'Reject unauthorized certificates',
  user: 'Username',
  pass: 'Password',
  fromAddress: 'From address',
  testAddress: 'Test address',
  testHint: 'The test email goes here, else to the from address.',
  save: 'Save',
  test: 'Send test email',
  devices: 'E-reader devices',
  addDevice: 'Add device',
  editDevice: 'Edit device',
  name: 'Name',
  email: 'Email',
  availability: 'Available to',
  adminOrUp: 'Admins only',
  userOrUp: 'Users and admins',
  guestOrUp: 'Everyone, guests included',
  specificUsers: 'Specific users',
  users: 'Users',
  noDevices: 'No e-reader devices',
  edit: params('Edit {name}'),
  confirmRemove: params('Remove the e-reader device “{name}”?'),
})

/** Email (`/config/email`): SMTP settings with a test, and the e-reader devices with who may use them. */
export default function EmailSettings() {
  const state = useConfigResource(configEmail)
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(settings) => (
          <>
            <SmtpForm key={JSON.stringify({ ...settings, ereaderDevices: null })} settings={settings} />
            <Devices devices={settings.ereaderDevices} />
          </>
        )}
      </ResourceView>
    </div>
  )
}

const orNull = (text: string) => text.trim() || null

function SmtpForm({ settings }: { settings: Settings }) {
  const t = useStore(messages)
  const [host, setHost] = useState(settings.host ?? '')
  const [port, setPort] = useState(String(settings.port))
  const [secure, setSecure] = useState(settings.secure)
  const [rejectUnauthorized, setRejectUnauthorized] = useState(settings.rejectUnauthorized)
  const [user, setUser] = useState(settings.user ?? '')
  const [pass, setPass] = useState(settings.pass ?? '')
  const [fromAddress, setFromAddress] = useState(settings.fromAddress ?? '')
  const [testAddress, setTestAddress] = useState(settings.testAddress ?? '')
  const [busy, setBusy] = useState<'save' | 'test' | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy('save')
    await saveEmailSettings({
      host: orNull(host),
      port: Number(port) || 465,
      secure,
      rejectUnauthorized,
      user: orNull(user),
      pass: orNull(pass),
      fromAddress: orNull(fromAddress),
      testAddress: orNull(testAddress),
    })
    setBusy(null)
  }
  const test = async () => {
    setBusy('test')
    await sendTestEmail()
    setBusy(null)
  }
  const text = (label: string, value: string, set: (value: string) => void, type = 'text', hint?: string) => (
    <TextField label={label} hint={hint} type={type} value={value} onValueChange={set} />
  )
  return (
    <form className="sk-config-form" aria-label={t.smtp} onSubmit={submit}>
      <h2 className="sk-config-section__title">{t.smtp}</h2>
      {text(t.host, host, setHost)}
      <NumberField label={t.port} min={1} value={port} onValueChange={setPort} />
      <CheckField label={t.secure} checked={secure} onChange={setSecure} />
      <CheckField
        label={t.rejectUnauthorized}
        checked={rejectUnauthorized}
        onChange={setRejectUnauthorized}
      />
      {text(t.user, user, setUser)}
      {text(t.pass, pass, setPass, 'password')}
      {text(t.fromAddress, fromAddress, setFromAddress, 'email')}
      {text(t.testAddress, testAddress, setTestAddress, 'email', t.testHint)}
      <div className="sk-config-form__actions">
        <Button onClick={() => void test()} loading={busy === 'test'} disabled={busy !== null}>
          {t.test}
        </Button>
        <Button type="submit" variant="primary" loading={busy === 'save'} disabled={busy !== null}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}

function Devices({ devices }: { devices: readonly EreaderDevice[] }) {
  const t = useStore(messages)
  const [editing, setEditing] = useState<EreaderDevice | 'new' | null>(null)
  const deletion = useDeleteAction({
    name: (device: EreaderDevice) => device.name,
    question: (name) => t.confirmRemove({ name }),
    remove: (device) => removeEreaderDevice(device.name),
  })
  const users = useConfigResource(configUsers).data ?? []
  const availability = (device: EreaderDevice) => {
    const option = device.availabilityOption ?? 'adminOrUp'
    if (option !== 'specificUsers') return t[option]
    return (device.users ?? []).map((id) => users.find((user) => user.id === id)?.username ?? id).join(', ')
  }
  return (
    <section className="sk-config-section" aria-labelledby="sk-ereader-devices">
      <h2 id="sk-ereader-devices" className="sk-config-section__title">
        {t.devices}
      </h2>
      <ConfigTable
        columns={[t.name, t.email, t.availability]}
        rows={devices}
        rowKey={(device) => device.name}
        cells={(device) => [device.name, device.email, availability(device)]}
        actions={(device) => (
          <>
            <IconButton
              icon="edit"
              label={t.edit({ name: device.name })}
              onClick={() => setEditing(device)}
            />
            {deletion.button(device)}
          </>
        )}
        empty={t.noDevices}
      />
      <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
        {t.addDevice}
      </Button>
      {deletion.prompt}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t.addDevice : t.editDevice}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <DeviceForm
            device={editing === 'new' ? null : editing}
            devices={devices}
            users={users}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </section>
  )
}

type Availability = NonNullable<EreaderDevice['availabilityOption']>
const AVAILABILITY: readonly Availability[] = ['adminOrUp', 'userOrUp', 'guestOrUp', 'specificUsers']

function DeviceForm({
  device,
  devices,
  users,
  onDone,
}: {
  device: EreaderDevice | null
  devices: readonly EreaderDevice[]
  users: readonly { id: string; username: string }[]
  onDone(): void
}) {
  const t = useStore(messages)
  const [name, setName] = useState(device?.name ?? '')
  const [email, setEmail] = useState(device?.email ?? '')
  const [option, setOption] = useState<Availability>(device?.availabilityOption ?? 'adminOrUp')
  const [chosen, setChosen] = useState<string[]>(device?.users ?? [])
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const problem = tried ? ereaderDeviceProblem({ name, email }, devices, device?.name ?? null) : null
  // The message sits under the email field when only the email is missing, else under the name.
  const onEmail = !!problem && !!name.trim() && !email.trim()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    setBusy(true)
    const saved = await saveEreaderDevice(
      { name, email, availabilityOption: option, users: chosen },
      device?.name ?? null,
    )
    setBusy(false)
    if (saved) onDone()
  }
  return (
    <form
      className="sk-config-form"
      aria-label={device ? t.editDevice : t.addDevice}
      onSubmit={submit}
      noValidate
    >
      <Field label={t.name} error={problem && !onEmail ? problem : undefined}>
        {(control) => <TextInput {...control} value={name} onValueChange={setName} />}
      </Field>
      <Field label={t.email} error={onEmail ? problem : undefined}>
        {(control) => <TextInput {...control} type="email" value={email} onValueChange={setEmail} />}
      </Field>
      <Field label={t.availability}>
        {(control) => (
          <select
            {...control}
            className="sk-select"
            value={option}
            onChange={(event) => setOption(event.target.value as Availability)}
          >
            {AVAILABILITY.map((value) => (
              <option key={value} value={value}>
                {t[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {option === 'specificUsers' ? (
        <fieldset className="sk-config-form__group">
          <legend>{t.users}</legend>
          {users.map((user) => (
            <CheckField
              key={user.id}
              label={user.username}
              checked={chosen.includes(user.id)}
              onChange={(checked) =>
                setChosen((ids) => (checked ? [...ids, user.id] : ids.filter((id) => id !== user.id)))
              }
            />
          ))}
        </fieldset>
      ) : null}
      <div className="sk-config-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}
