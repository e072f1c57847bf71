import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { CronBuilder } from '../../schedule/CronBuilder'
import { CheckField } from '../../ui/Field'
import type { LibraryEditTabProps } from './tab-props'

const messages = i18n('config.libraryEdit.schedule', {
  heading: 'Schedule Automatic Library Scans',
  enable: 'Enable',
  note: "For most users, it is recommended to leave this feature disabled and keep the folder watcher setting enabled. The folder watcher will automatically detect changes in your library folders. The folder watcher doesn't work for every file system (like NFS) so scheduled library scans can be used instead.",
})

/** The official first schedule: Mondays at midnight. */
const FIRST_SCHEDULE = '0 0 * * 1'

/** Schedule (official `ScheduleScan`): automatic scans on or off, and when, with the shared schedule builder. */
export function ScheduleTab({ draft, change, problems }: LibraryEditTabProps) {
  const t = useStore(messages)
  const cron = draft.settings.autoScanCronExpression
  const setCron = (expression: string | null) =>
    change({ settings: { ...draft.settings, autoScanCronExpression: expression } })
  return (
    <div className="sk-library-edit__schedule">
      <div className="sk-library-edit__scanner-head">
        <h3>{t.heading}</h3>
        <CheckField
          label={t.enable}
          checked={draft.scheduled}
          onChange={(scheduled) =>
            change({
              scheduled,
              settings: {
                ...draft.settings,
                autoScanCronExpression: scheduled ? cron || FIRST_SCHEDULE : cron,
              },
            })
          }
        />
      </div>
      {draft.scheduled ? (
        <>
          <CronBuilder value={cron} onChange={setCron} />
          {problems.schedule ? (
            <p className="sk-field__error" role="alert">
              {problems.schedule}
            </p>
          ) : null}
        </>
      ) : (
        <p className="sk-config-hint">{t.note}</p>
      )}
    </div>
  )
}
