import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  i18n,
  type ScheduleDraft,
  saveSchedule,
  scheduleChanged,
  scheduleDraftOf,
  scheduleProblems,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { CronBuilder } from '../../schedule/CronBuilder'
import { Button } from '../../ui/Button'
import { CheckField } from '../../ui/Field'
import { NumberField } from '../../ui/TextInput'

const scheduleTabMessages = i18n('item.edit.scheduleTab', {
  noFeed: 'Podcast does not have an RSS feed',
  heading: 'Schedule Automatic Episode Downloads',
  enable: 'Enable',
  maxKeep: 'Max # of episodes to keep',
  maxKeepHint:
    'Value of 0 sets no max limit. After a new episode is auto-downloaded this will delete the oldest episode if you have more than X episodes. This will only delete 1 episode per new download.',
  maxNew: 'Max # of new episodes to download per check',
  maxNewHint: 'Use 0 for unlimited',
  save: 'Save',
  noChanges: 'No updates were necessary',
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

/**
 * The item edit modal's Schedule tab (podcasts, admins; the official tabs/Schedule): auto download on or off, the
 * cron schedule from the builder, the episodes to keep and the new episodes per check; saved with PATCH media.
 */
export function ScheduleTab({
  item,
  run,
}: {
  item: LibraryItem
  run(action: () => Promise<unknown>): Promise<unknown>
}) {
  const t = useStore(scheduleTabMessages)
  const podcast = item as PodcastItem
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraftOf(podcast))
  const [tried, setTried] = useState(false)
  useEffect(() => {
    setDraft(scheduleDraftOf(podcast))
    setTried(false)
  }, [podcast])
  if (item.mediaType !== 'podcast') return null
  const change = (patch: Partial<ScheduleDraft>) => setDraft({ ...draft, ...patch })
  const problems = tried ? scheduleProblems(draft) : {}
  const changed = scheduleChanged(draft, podcast)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    void run(() => saveSchedule(podcast, draft))
  }
  const feedUrl = podcast.media.metadata.feedUrl
  return (
    <form className="sk-form sk-item-edit__schedule" aria-label={t.heading} onSubmit={submit} noValidate>
      {!feedUrl ? (
        <p className="sk-resource-error" role="alert">
          {t.noFeed}
        </p>
      ) : null}
      {feedUrl || podcast.media.autoDownloadEpisodes ? (
        <>
          <h3>{t.heading}</h3>
          <CheckField label={t.enable} checked={draft.enabled} onChange={(enabled) => change({ enabled })} />
          {draft.enabled ? (
            <>
              {(['maxEpisodesToKeep', 'maxNewEpisodesToDownload'] as const).map((key) => (
                <NumberField
                  key={key}
                  label={key === 'maxEpisodesToKeep' ? t.maxKeep : t.maxNew}
                  hint={key === 'maxEpisodesToKeep' ? t.maxKeepHint : t.maxNewHint}
                  error={problems[key]}
                  min={0}
                  value={draft[key]}
                  onValueChange={(text) => change({ [key]: text })}
                />
              ))}
              <CronBuilder value={draft.cron} onChange={(cron) => change({ cron })} />
              {problems.cron ? <p className="sk-field__error">{problems.cron}</p> : null}
            </>
          ) : null}
          <div className="sk-tool-panel__actions">
            <Button type="submit" variant={changed ? 'primary' : undefined} disabled={!changed}>
              {changed ? t.save : t.noChanges}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  )
}
