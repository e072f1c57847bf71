import { useStore } from '@nanostores/react'
import type { ServerSettings as Settings } from '@shelfkit/client'
import {
  $serverSettings,
  BOOK_METADATA_PROVIDERS,
  COVER_ONLY_PROVIDERS,
  formatDatePattern,
  i18n,
  LANGUAGE_CODES,
  originProblem,
  purgeCache,
  SERVER_DATE_FORMATS,
  SERVER_TIME_FORMATS,
  saveAllowedOrigins,
  saveSortingPrefixes,
  updateServerSettings,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { CheckField, Field } from '../ui/Field'
import { TextAreaField, TextField } from '../ui/TextInput'

const messages = i18n('config.serverSettings.page', {
  general: 'General',
  storeCovers: 'Store covers with item',
  storeMetadata: 'Store metadata with item',
  ignorePrefixes: 'Ignore prefixes when sorting',
  prefixes: 'Prefixes to ignore (comma separated)',
  savePrefixes: 'Save prefixes',
  webClient: 'Web Client',
  chromecast: 'Enable Chromecast',
  allowIframe: 'Allow embedding in an iframe',
  origins: 'Allowed CORS origins (one a line)',
  originsHint: 'Pages on these origins may call the server from a browser, e.g. https://blog.example.com',
  saveOrigins: 'Save origins',
  display: 'Display',
  homeBookshelf: 'Home page uses bookshelf view',
  libraryBookshelf: 'Library pages use bookshelf view',
  dateFormat: 'Date Format',
  timeFormat: 'Time Format',
  language: 'Default Server Language',
  scanner: 'Scanner',
  parseSubtitles: 'Parse subtitles',
  findCovers: 'Find covers',
  coverProvider: 'Cover provider',
  preferMatched: 'Prefer matched metadata',
  watcher: 'Enable watcher',
  cache: 'Cache',
  purgeCache: 'Purge Cache',
  purgeItemsCache: 'Purge Items Cache',
  confirmPurge: 'This will delete the whole cache folder. Are you sure you want to purge the cache?',
  confirmPurgeItems:
    'This will delete the cached item images. Are you sure you want to purge the items cache?',
  purge: 'Purge',
})

const EXAMPLE_DATE = new Date(2014, 2, 25, 17, 30)
const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Server settings (`/config`): each toggle and choice saves at once; lists save with their button. */
export default function ServerSettings() {
  const settings = useStore($serverSettings)
  if (!settings) return null
  return <SettingsForm key={settings.version} saved={settings} />
}

function SettingsForm({ saved }: { saved: Settings }) {
  const t = useStore(messages)
  const [purging, setPurging] = useState<'all' | 'items' | null>(null)
  // Controls show a change at once; the server's answer (or the old value after a refusal) then replaces it.
  const [settings, setSettings] = useState(saved)
  useEffect(() => setSettings(saved), [saved])
  const save = (changes: Partial<Settings>) => {
    setSettings((current) => ({ ...current, ...changes }))
    void updateServerSettings(changes).then((ok) => {
      if (!ok) setSettings($serverSettings.get() ?? saved)
    })
  }
  const toggle = (key: keyof Settings, label: string, invert = false) => (
    <CheckField
      className="sk-config-form__check"
      label={label}
      checked={invert ? !settings[key] : !!settings[key]}
      onChange={(on) => save({ [key]: invert ? !on : on })}
    />
  )

  return (
    <div className="sk-config-section sk-server-settings">
      <fieldset className="sk-config-form__group">
        <legend>{t.general}</legend>
        {toggle('storeCoverWithItem', t.storeCovers)}
        {toggle('storeMetadataWithItem', t.storeMetadata)}
        {toggle('sortingIgnorePrefix', t.ignorePrefixes)}
        {settings.sortingIgnorePrefix ? <PrefixesForm settings={settings} /> : null}
      </fieldset>

      <fieldset className="sk-config-form__group">
        <legend>{t.webClient}</legend>
        {toggle('chromecastEnabled', t.chromecast)}
        {toggle('allowIframe', t.allowIframe)}
        <OriginsForm settings={settings} />
      </fieldset>

      <fieldset className="sk-config-form__group">
        <legend>{t.display}</legend>
        <CheckField
          className="sk-config-form__check"
          label={t.homeBookshelf}
          checked={settings.homeBookshelfView === 0}
          onChange={(on) => save({ homeBookshelfView: on ? 0 : 1 })}
        />
        <CheckField
          className="sk-config-form__check"
          label={t.libraryBookshelf}
          checked={settings.bookshelfView === 0}
          onChange={(on) => save({ bookshelfView: on ? 0 : 1 })}
        />
        <Field label={t.dateFormat}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={settings.dateFormat}
              onChange={(event) => save({ dateFormat: event.target.value })}
            >
              {SERVER_DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {formatDatePattern(EXAMPLE_DATE, format)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.timeFormat}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={settings.timeFormat}
              onChange={(event) => save({ timeFormat: event.target.value })}
            >
              {SERVER_TIME_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {formatDatePattern(EXAMPLE_DATE, format)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.language}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={settings.language}
              onChange={(event) => save({ language: event.target.value })}
            >
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="sk-config-form__group">
        <legend>{t.scanner}</legend>
        {toggle('scannerParseSubtitle', t.parseSubtitles)}
        {toggle('scannerFindCovers', t.findCovers)}
        {settings.scannerFindCovers ? (
          <Field label={t.coverProvider}>
            {(control) => (
              <select
                {...control}
                className="sk-select"
                value={settings.scannerCoverProvider}
                onChange={(event) => save({ scannerCoverProvider: event.target.value })}
              >
                {[...BOOK_METADATA_PROVIDERS, ...COVER_ONLY_PROVIDERS].map((provider) => (
                  <option key={provider.value} value={provider.value}>
                    {provider.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {toggle('scannerPreferMatchedMetadata', t.preferMatched)}
        {toggle('scannerDisableWatcher', t.watcher, true)}
      </fieldset>

      <fieldset className="sk-config-form__group">
        <legend>{t.cache}</legend>
        <div className="sk-config-form__actions">
          <Button variant="danger" onClick={() => setPurging('all')}>
            {t.purgeCache}
          </Button>
          <Button variant="danger" onClick={() => setPurging('items')}>
            {t.purgeItemsCache}
          </Button>
        </div>
      </fieldset>
      <ConfirmPrompt
        prompt={
          purging
            ? {
                message: purging === 'all' ? t.confirmPurge : t.confirmPurgeItems,
                yesText: t.purge,
                yesVariant: 'danger',
              }
            : null
        }
        onAnswer={(confirmed) => {
          if (confirmed && purging) void purgeCache(purging)
          setPurging(null)
        }}
      />
    </div>
  )
}

function PrefixesForm({ settings }: { settings: Settings }) {
  const t = useStore(messages)
  const [text, setText] = useState(settings.sortingPrefixes.join(', '))
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    await saveSortingPrefixes(text.split(','))
    setBusy(false)
  }
  return (
    <form className="sk-config-form sk-config-form--row" onSubmit={submit}>
      <TextField label={t.prefixes} spellCheck value={text} onValueChange={setText} />
      <div className="sk-config-form__actions">
        <Button type="submit" loading={busy}>
          {t.savePrefixes}
        </Button>
      </div>
    </form>
  )
}

function OriginsForm({ settings }: { settings: Settings }) {
  const t = useStore(messages)
  const [text, setText] = useState(settings.allowedOrigins.join('\n'))
  const [busy, setBusy] = useState(false)
  const lines = text.split('\n').filter((line) => line.trim())
  const invalid = lines.filter((line) => originProblem(line))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const saved = await saveAllowedOrigins(lines)
    setBusy(false)
    if (saved) setText(saved.join('\n'))
  }
  return (
    <form className="sk-config-form" onSubmit={submit}>
      <TextAreaField
        label={t.origins}
        hint={t.originsHint}
        error={invalid.length ? `${originProblem(invalid[0] ?? '')}: ${invalid.join(', ')}` : undefined}
        rows={3}
        value={text}
        spellCheck={false}
        onValueChange={setText}
      />
      <div className="sk-config-form__actions">
        <Button type="submit" loading={busy}>
          {t.saveOrigins}
        </Button>
      </div>
    </form>
  )
}
