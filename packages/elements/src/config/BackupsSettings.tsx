import { useStore } from '@nanostores/react'
import type { Backup, ServerSettings } from '@shelfkit/client'
import {
  $backupRestore,
  $serverSettings,
  backupDownloadHref,
  backupSettingsProblem,
  configBackups,
  createBackup,
  formatBytes,
  formatServerDateTime,
  i18n,
  params,
  removeBackup,
  restoreBackup,
  saveBackupPath,
  saveBackupSettings,
  uploadBackup,
} from '@shelfkit/stores'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { CronBuilder } from '../schedule/CronBuilder'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { CheckField, Field } from '../ui/Field'
import { Icon } from '../ui/Icon'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'
import { NumberField } from '../ui/TextInput'
import { ConfigTable, useConfigResource } from './ConfigTable'

const messages = i18n('config.backups.page', {
  create: 'Create Backup',
  upload: 'Upload Backup',
  uploadLabel: 'Backup file to upload',
  date: 'Date',
  version: 'Server Version',
  size: 'Size',
  none: 'No Backups',
  download: params('Download backup {date}'),
  restore: params('Restore backup {date}'),
  remove: params('Delete backup {date}'),
  confirmRestore: params(
    'Restore the backup of {date}? It replaces the whole database and the item and author images; library folders are not touched. Every app using the server reloads.',
  ),
  restoreYes: 'Restore',
  confirmRemove: params('Are you sure you want to delete the backup of {date}?'),
  removeYes: 'Delete',
  restoring: 'Restoring: the server restarts and this page reloads by itself…',
  schedule: 'Scheduled backups',
  automatic: 'Automatic backups',
  keep: 'Number of backups to keep',
  keepHint: 'The oldest backup is removed when a new one is made beyond this number.',
  maxSize: 'Maximum backup size (GB, 0 for no limit)',
  maxSizeHint: 'A backup larger than this fails, a safeguard against a misconfigured server.',
  save: 'Save',
  location: 'Backup location',
  locationFixed: 'Set by an environment variable on the server: it cannot be changed here.',
  locationHint: 'Existing backups are not moved.',
  saveLocation: 'Save location',
})

/** Backups (`/config/backups`): the list with its actions, the schedule and limits, and the folder. */
export default function BackupsSettings() {
  const t = useStore(messages)
  const state = useConfigResource(configBackups)
  const settings = useStore($serverSettings)
  const restoring = useStore($backupRestore) === 'restoring'
  const [busy, setBusy] = useState(false)
  const [restoringBackup, setRestoringBackup] = useState<Backup | null>(null)
  const [removing, setRemoving] = useState<Backup | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const dateOf = (backup: Backup) => formatServerDateTime(new Date(backup.createdAt), settings ?? {})

  const create = async () => {
    setBusy(true)
    await createBackup()
    setBusy(false)
  }
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    setBusy(true)
    await uploadBackup(chosen, chosen.name)
    setBusy(false)
  }

  return (
    <div className="sk-config-section sk-backups">
      {restoring ? (
        <p className="sk-backups__restoring" role="status">
          {t.restoring}
        </p>
      ) : null}
      <div className="sk-config-form__actions">
        <Button variant="primary" icon="plus" loading={busy} disabled={restoring} onClick={create}>
          {t.create}
        </Button>
        <Button icon="upload" disabled={busy || restoring} onClick={() => file.current?.click()}>
          {t.upload}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".audiobookshelf"
          hidden
          aria-label={t.uploadLabel}
          onChange={(event) => void upload(event)}
        />
      </div>
      <ResourceView state={state}>
        {(data) => (
          <>
            <ConfigTable
              columns={[t.date, t.version, t.size]}
              rows={[...data.backups].sort((a, b) => b.createdAt - a.createdAt)}
              rowKey={(backup) => backup.id}
              cells={(backup) => [
                dateOf(backup),
                backup.serverVersion ?? '',
                formatBytes(backup.fileSize ?? 0),
              ]}
              actions={(backup) => (
                <>
                  <a
                    className="sk-icon-button"
                    href={backupDownloadHref(backup.id)}
                    download={backup.filename}
                    aria-label={t.download({ date: dateOf(backup) })}
                    title={t.download({ date: dateOf(backup) })}
                  >
                    <Icon name="download" size={20} />
                  </a>
                  <IconButton
                    icon="refresh"
                    label={t.restore({ date: dateOf(backup) })}
                    disabled={restoring || !backup.key}
                    onClick={() => setRestoringBackup(backup)}
                  />
                  <IconButton
                    icon="delete"
                    label={t.remove({ date: dateOf(backup) })}
                    disabled={restoring}
                    onClick={() => setRemoving(backup)}
                  />
                </>
              )}
              empty={t.none}
            />
            <LocationForm location={data.backupLocation ?? ''} fixed={!!data.backupPathEnvSet} />
          </>
        )}
      </ResourceView>
      {settings ? <ScheduleForm key={settings.backupSchedule || 'off'} settings={settings} /> : null}
      <ConfirmPrompt
        prompt={
          restoringBackup
            ? {
                message: escapeHtml(t.confirmRestore({ date: dateOf(restoringBackup) })),
                yesText: t.restoreYes,
                yesVariant: 'danger',
              }
            : null
        }
        onAnswer={(confirmed) => {
          if (confirmed && restoringBackup) void restoreBackup(restoringBackup.id)
          setRestoringBackup(null)
        }}
      />
      <ConfirmPrompt
        prompt={
          removing
            ? {
                message: escapeHtml(t.confirmRemove({ date: dateOf(removing) })),
                yesText: t.removeYes,
                yesVariant: 'danger',
              }
            : null
        }
        onAnswer={(confirmed) => {
          if (confirmed && removing) void removeBackup(removing.id)
          setRemoving(null)
        }}
      />
    </div>
  )
}

const DEFAULT_BACKUP_SCHEDULE = '30 1 * * *'

function ScheduleForm({ settings }: { settings: ServerSettings }) {
  const t = useStore(messages)
  const [enabled, setEnabled] = useState(!!settings.backupSchedule)
  const [schedule, setSchedule] = useState<string | null>(settings.backupSchedule || DEFAULT_BACKUP_SCHEDULE)
  const [keep, setKeep] = useState(String(settings.backupsToKeep || 2))
  const [maxSize, setMaxSize] = useState(String(settings.maxBackupSize))
  const [busy, setBusy] = useState(false)
  const input = {
    backupsToKeep: Number(keep),
    maxBackupSize: maxSize.trim() === '' ? Number.NaN : Number(maxSize),
  }
  const problem = backupSettingsProblem(input)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    await saveBackupSettings({ enabled, schedule: schedule ?? '', ...input })
    setBusy(false)
  }
  return (
    <form className="sk-config-form" onSubmit={submit} aria-label={t.schedule}>
      <fieldset className="sk-config-form__group">
        <legend>{t.schedule}</legend>
        <CheckField
          className="sk-config-form__check"
          label={t.automatic}
          checked={enabled}
          onChange={setEnabled}
        />
        {enabled ? <CronBuilder value={schedule} onChange={setSchedule} /> : null}
        <NumberField
          label={t.keep}
          hint={t.keepHint}
          error={problem?.field === 'backupsToKeep' ? problem.message : undefined}
          min={1}
          max={99}
          value={keep}
          onValueChange={setKeep}
        />
        <NumberField
          label={t.maxSize}
          hint={t.maxSizeHint}
          error={problem?.field === 'maxBackupSize' ? problem.message : undefined}
          min={0}
          step="any"
          value={maxSize}
          onValueChange={setMaxSize}
        />
        <div className="sk-config-form__actions">
          <Button type="submit" variant="primary" loading={busy} disabled={enabled && !schedule}>
            {t.save}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

function LocationForm({ location, fixed }: { location: string; fixed: boolean }) {
  const t = useStore(messages)
  const [path, setPath] = useState(location)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    await saveBackupPath(path)
    setBusy(false)
  }
  return (
    <form className="sk-config-form sk-config-form--row" onSubmit={submit} aria-label={t.location}>
      <Field label={t.location} hint={fixed ? t.locationFixed : t.locationHint}>
        {(control) => (
          <input
            {...control}
            className="sk-input"
            value={path}
            readOnly={fixed}
            spellCheck={false}
            onChange={(event) => setPath(event.target.value)}
          />
        )}
      </Field>
      {fixed ? null : (
        <div className="sk-config-form__actions">
          <Button type="submit" loading={busy}>
            {t.saveLocation}
          </Button>
        </div>
      )}
    </form>
  )
}
