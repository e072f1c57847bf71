import { useStore } from '@nanostores/react'
import type { Notification, NotificationEvent, NotificationsResponse } from '@shelfkit/client'
import {
  configNotifications,
  count,
  fireTestEvent,
  i18n,
  notificationLimitsProblem,
  notificationUrlsOf,
  params,
  removeNotification,
  saveNotification,
  saveNotificationLimits,
  setNotificationEnabled,
  testNotification,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { CheckField, Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'
import { NumberField } from '../ui/TextInput'
import { ConfigTable, useConfigResource } from './ConfigTable'

const messages = i18n('config.notifications.page', {
  settings: 'Apprise',
  appriseUrl: 'Apprise API URL',
  appriseHint: 'The address of an Apprise API server, e.g. http://192.168.1.1:8337/notify',
  maxFailed: 'Max failed attempts',
  maxFailedHint: 'A notification is disabled after this many failed sends in a row.',
  maxQueue: 'Max notification queue',
  maxQueueHint:
    'Events beyond this many waiting notifications are dropped (at most one is sent each second).',
  save: 'Save',
  create: 'Create Notification',
  edit: 'Edit Notification',
  event: 'Event',
  urls: 'Urls',
  enabled: 'Enabled',
  none: 'No notifications',
  urlCount: count({ one: '{count} URL', other: '{count} URLs' }),
  enable: params('Enable {event}'),
  test: params('Send a test of {event}'),
  editOne: params('Edit {event}'),
  remove: params('Delete {event}'),
  confirmRemove: params('Are you sure you want to delete the {event} notification?'),
  removeYes: 'Delete',
  fireTest: 'Fire onTest Event',
  fireFail: 'Fire and fail onTest Event',
  appriseUrls: 'Apprise URLs (one a line)',
  titleTemplate: 'Title',
  bodyTemplate: 'Body',
  variables: params('Variables: {list}'),
})

/** Notifications (`/config/notifications`): Apprise settings, the notifications per event, tests. */
export default function NotificationsSettings() {
  const t = useStore(messages)
  const state = useConfigResource(configNotifications)
  const [editing, setEditing] = useState<Notification | 'new' | null>(null)
  const [removing, setRemoving] = useState<Notification | null>(null)
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(data) => (
          <>
            <LimitsForm key={data.settings.appriseApiUrl ?? ''} data={data} />
            <div className="sk-config-form__actions">
              <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
                {t.create}
              </Button>
              <Button onClick={() => void fireTestEvent()}>{t.fireTest}</Button>
              <Button onClick={() => void fireTestEvent(true)}>{t.fireFail}</Button>
            </div>
            <ConfigTable
              columns={[t.event, t.urls, t.enabled]}
              rows={data.settings.notifications}
              rowKey={(notification) => notification.id}
              cells={(notification) => [
                notification.eventName,
                t.urlCount(notification.urls.length),
                <input
                  key="enabled"
                  type="checkbox"
                  aria-label={t.enable({ event: notification.eventName })}
                  checked={notification.enabled}
                  onChange={(event) => void setNotificationEnabled(notification.id, event.target.checked)}
                />,
              ]}
              actions={(notification) => (
                <>
                  <IconButton
                    icon="bell"
                    label={t.test({ event: notification.eventName })}
                    onClick={() => void testNotification(notification.id)}
                  />
                  <IconButton
                    icon="edit"
                    label={t.editOne({ event: notification.eventName })}
                    onClick={() => setEditing(notification)}
                  />
                  <IconButton
                    icon="delete"
                    label={t.remove({ event: notification.eventName })}
                    onClick={() => setRemoving(notification)}
                  />
                </>
              )}
              empty={t.none}
            />
            <Modal
              open={editing !== null}
              title={editing === 'new' ? t.create : t.edit}
              width={700}
              onClose={() => setEditing(null)}
            >
              {editing ? (
                <NotificationForm
                  notification={editing === 'new' ? null : editing}
                  events={data.data.events}
                  onDone={() => setEditing(null)}
                />
              ) : null}
            </Modal>
          </>
        )}
      </ResourceView>
      <ConfirmPrompt
        prompt={
          removing
            ? {
                message: escapeHtml(t.confirmRemove({ event: removing.eventName })),
                yesText: t.removeYes,
                yesVariant: 'danger',
              }
            : null
        }
        onAnswer={(confirmed) => {
          if (confirmed && removing) void removeNotification(removing.id)
          setRemoving(null)
        }}
      />
    </div>
  )
}

function LimitsForm({ data }: { data: NotificationsResponse }) {
  const t = useStore(messages)
  const { settings } = data
  const [url, setUrl] = useState(settings.appriseApiUrl ?? '')
  const [maxFailed, setMaxFailed] = useState(String(settings.maxFailedAttempts))
  const [maxQueue, setMaxQueue] = useState(String(settings.maxNotificationQueue))
  const [busy, setBusy] = useState(false)
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))
  const limits = { maxFailedAttempts: number(maxFailed), maxNotificationQueue: number(maxQueue) }
  const problem = notificationLimitsProblem(limits)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    await saveNotificationLimits({ appriseApiUrl: url, ...limits })
    setBusy(false)
  }
  return (
    <form className="sk-config-form" onSubmit={submit} aria-label={t.settings}>
      <Field label={t.appriseUrl} hint={t.appriseHint}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            type="url"
            value={url}
            spellCheck={false}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      <NumberField
        label={t.maxFailed}
        hint={t.maxFailedHint}
        error={problem?.field === 'maxFailedAttempts' ? problem.message : undefined}
        value={maxFailed}
        onValueChange={setMaxFailed}
      />
      <NumberField
        label={t.maxQueue}
        hint={t.maxQueueHint}
        error={problem?.field === 'maxNotificationQueue' ? problem.message : undefined}
        value={maxQueue}
        onValueChange={setMaxQueue}
      />
      <div className="sk-config-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}

function NotificationForm({
  notification,
  events,
  onDone,
}: {
  notification: Notification | null
  events: readonly NotificationEvent[]
  onDone(): void
}) {
  const t = useStore(messages)
  const first = events[0]
  const [eventName, setEventName] = useState(notification?.eventName ?? first?.name ?? 'onTest')
  const [urls, setUrls] = useState(notification?.urls.join('\n') ?? '')
  const [title, setTitle] = useState(notification?.titleTemplate ?? first?.defaults?.title ?? '')
  const [body, setBody] = useState(notification?.bodyTemplate ?? first?.defaults?.body ?? '')
  const [enabled, setEnabled] = useState(notification?.enabled ?? true)
  const [busy, setBusy] = useState(false)
  const event = events.find((entry) => entry.name === eventName)
  const chooseEvent = (name: string) => {
    setEventName(name)
    const chosen = events.find((entry) => entry.name === name)
    // A new notification starts from the event's own templates.
    if (!notification && chosen?.defaults) {
      setTitle(chosen.defaults.title)
      setBody(chosen.defaults.body)
    }
  }
  const submit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault()
    setBusy(true)
    const saved = await saveNotification(notification?.id ?? null, {
      eventName,
      urls: notificationUrlsOf(urls),
      titleTemplate: title,
      bodyTemplate: body,
      enabled,
      type: 'info',
    })
    setBusy(false)
    if (saved) onDone()
  }
  const variables = t.variables({ list: (event?.variables ?? []).map((name) => `{{${name}}}`).join(' ') })
  return (
    <form className="sk-config-form" onSubmit={submit} aria-label={notification ? t.edit : t.create}>
      <Field label={t.event} hint={event?.description}>
        {(control) => (
          <select
            {...control}
            className="sk-select"
            value={eventName}
            onChange={(e) => chooseEvent(e.target.value)}
          >
            {events.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.appriseUrls}>
        {(control) => (
          <textarea
            {...control}
            className="sk-input"
            rows={2}
            spellCheck={false}
            value={urls}
            onChange={(e) => setUrls(e.target.value)}
          />
        )}
      </Field>
      <Field label={t.titleTemplate} hint={variables}>
        {(control) => (
          <input {...control} className="sk-input" value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label={t.bodyTemplate} hint={variables}>
        {(control) => (
          <textarea
            {...control}
            className="sk-input"
            rows={4}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <CheckField
        className="sk-config-form__check"
        label={t.enabled}
        checked={enabled}
        onChange={setEnabled}
      />
      <div className="sk-config-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}
