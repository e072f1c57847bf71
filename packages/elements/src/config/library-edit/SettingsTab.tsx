import { useStore } from '@nanostores/react'
import type { LibrarySettings } from '@shelfkit/client'
import { $serverSettings, i18n, type MarkFinishedWhen, PODCAST_SEARCH_REGIONS } from '@shelfkit/stores'
import { useId } from 'react'
import { CheckField, Field } from '../../ui/Field'
import type { LibraryEditTabProps } from './tab-props'

const messages = i18n('config.libraryEdit.settings', {
  squareCovers: 'Use square book covers',
  squareCoversHelp: 'Prefer to use square covers over standard 1.6:1 book covers',
  watcher: 'Automatically scan library for changes',
  watcherOffGlobally: 'Watcher is disabled globally in server settings',
  audiobooksOnly: 'Audiobooks only',
  audiobooksOnlyHelp:
    'Enabling this setting will ignore ebook files unless they are inside an audiobook folder in which case they will be set as supplementary ebooks',
  skipAsin: 'Skip matching books that already have an ASIN',
  skipIsbn: 'Skip matching books that already have an ISBN',
  hideSingleBookSeries: 'Hide single book series',
  hideSingleBookSeriesHelp:
    'Series that have a single book will be hidden from the series page and home page shelves.',
  laterBooks: 'Skip earlier books in Continue Series',
  laterBooksHelp:
    'The Continue Series home page shelf shows the first book not started in series that have at least one book finished and no books in progress. Enabling this setting will continue series from the furthest completed book instead of the first book not started.',
  scriptedEpubs: 'Allow scripted content in epubs',
  scriptedEpubsHelp:
    'Allow epub files to execute scripts. It is recommended to keep this setting disabled unless you trust the source of the epub files.',
  region: 'Podcast search region',
  markFinishedWhen: 'Mark media item as finished when',
  timeRemaining: 'Time remaining is less than (seconds)',
  percentComplete: 'Percent complete is greater than',
  seconds: 'Seconds remaining',
  percent: 'Percent complete',
})

type BookSetting =
  | 'audiobooksOnly'
  | 'skipMatchingMediaWithAsin'
  | 'skipMatchingMediaWithIsbn'
  | 'hideSingleBookSeries'
  | 'onlyShowLaterBooksInContinueSeries'
  | 'epubsAllowScriptedContent'

type MessageName = keyof ReturnType<typeof messages.get>

/** The book settings in the official order, with their label and help message names. */
const BOOK_SETTINGS: readonly [BookSetting, MessageName, MessageName | null][] = [
  ['audiobooksOnly', 'audiobooksOnly', 'audiobooksOnlyHelp'],
  ['skipMatchingMediaWithAsin', 'skipAsin', null],
  ['skipMatchingMediaWithIsbn', 'skipIsbn', null],
  ['hideSingleBookSeries', 'hideSingleBookSeries', 'hideSingleBookSeriesHelp'],
  ['onlyShowLaterBooksInContinueSeries', 'laterBooks', 'laterBooksHelp'],
  ['epubsAllowScriptedContent', 'scriptedEpubs', 'scriptedEpubsHelp'],
]

/**
 * Settings (official `LibrarySettings`): cover shape, the folder watcher (off when the server turns it off for
 * all), the book settings or the podcast search region, and when an item counts as finished.
 */
export function SettingsTab({ draft, change, problems }: LibraryEditTabProps) {
  const t = useStore(messages)
  const serverSettings = useStore($serverSettings)
  const settings = draft.settings
  const set = (patch: Partial<LibrarySettings>) => change({ settings: { ...settings, ...patch } })
  const watcherOff = !!serverSettings?.scannerDisableWatcher
  const rule = draft.markFinished
  const chooseWhen = (when: MarkFinishedWhen) =>
    change({
      markFinished: {
        when,
        value: when === 'percentComplete' && Number(rule.value) > 100 ? '100' : rule.value,
      },
    })
  return (
    <div className="sk-library-edit__settings">
      <HelpedCheck
        label={t.squareCovers}
        help={t.squareCoversHelp}
        checked={settings.coverAspectRatio === 1}
        onChange={(square) => set({ coverAspectRatio: square ? 1 : 0 })}
      />
      <HelpedCheck
        label={t.watcher}
        help={watcherOff ? t.watcherOffGlobally : null}
        checked={!watcherOff && !settings.disableWatcher}
        disabled={watcherOff}
        onChange={(on) => set({ disableWatcher: !on })}
      />
      {draft.mediaType === 'book'
        ? BOOK_SETTINGS.map(([key, label, help]) => (
            <HelpedCheck
              key={key}
              label={t[label]}
              help={help ? t[help] : null}
              checked={!!settings[key]}
              onChange={(on) => set({ [key]: on })}
            />
          ))
        : null}
      {draft.mediaType === 'podcast' ? (
        <Field label={t.region}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={settings.podcastSearchRegion ?? 'us'}
              onChange={(event) => set({ podcastSearchRegion: event.target.value })}
            >
              {PODCAST_SEARCH_REGIONS.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div className="sk-library-edit__row">
        <Field label={t.markFinishedWhen}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={rule.when}
              onChange={(event) =>
                chooseWhen(event.target.value === 'percentComplete' ? 'percentComplete' : 'timeRemaining')
              }
            >
              <option value="timeRemaining">{t.timeRemaining}</option>
              <option value="percentComplete">{t.percentComplete}</option>
            </select>
          )}
        </Field>
        <Field
          label={rule.when === 'percentComplete' ? t.percent : t.seconds}
          error={problems.markFinished}
          className="sk-field--narrow"
        >
          {(control) => (
            <input
              {...control}
              className="sk-input"
              type="number"
              min={0}
              max={rule.when === 'percentComplete' ? 100 : undefined}
              value={rule.value}
              onChange={(event) => change({ markFinished: { ...rule, value: event.target.value } })}
            />
          )}
        </Field>
      </div>
    </div>
  )
}

/** A setting's checkbox with its help text below, tied to it as its description. */
function HelpedCheck({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string
  help: string | null
  checked: boolean
  disabled?: boolean
  onChange(checked: boolean): void
}) {
  const helpId = useId()
  return (
    <div className="sk-library-edit__setting">
      <CheckField
        label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={help ? helpId : undefined}
      />
      {help ? (
        <p id={helpId} className="sk-field__hint">
          {help}
        </p>
      ) : null}
    </div>
  )
}
