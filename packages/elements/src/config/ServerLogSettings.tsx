import { useStore } from '@nanostores/react'
import type { LogLine } from '@shelfkit/client'
import {
  $serverLog,
  $serverSettings,
  filterLogLines,
  i18n,
  openServerLog,
  params,
  SERVER_LOG_LEVELS,
  setServerLogLevel,
} from '@shelfkit/stores'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Field } from '../ui/Field'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextInput'

const messages = i18n('config.serverLog', {
  description:
    'The server log, live: today’s lines first, then each new one as the server writes it. The server’s log level decides what is written.',
  search: 'Search',
  show: 'Show',
  all: 'All levels',
  levelAndAbove: params('{level} and above'),
  serverLogLevel: 'Server Log Level',
  debug: 'Debug',
  info: 'Info',
  warn: 'Warn',
  error: 'Error',
  noLogs: 'No Logs',
  loading: 'Loading…',
  lines: 'Server log',
})

const LEVEL_CLASS: Record<number, string> = {
  1: 'debug',
  2: 'info',
  3: 'warn',
  4: 'error',
  5: 'error',
}

/** Lines have no id and the same line can repeat: the key is the line with how often it came before. */
function keyedLines(lines: readonly LogLine[]): { key: string; line: LogLine }[] {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const text = `${line.timestamp} ${line.level} ${line.message}`
    const nth = seen.get(text) ?? 0
    seen.set(text, nth + 1)
    return { key: `${text} ${nth}`, line }
  })
}

/** `/config/log`: today's log and the live lines, filtered by level and text; the server's log level setting. */
export default function ServerLogSettings() {
  const t = useStore(messages)
  const log = useStore($serverLog)
  const settings = useStore($serverSettings)
  const [search, setSearch] = useState('')
  const [minLevel, setMinLevel] = useState(0)
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => openServerLog(), [])
  const lines = useMemo(() => filterLogLines(log.lines, { minLevel, search }), [log.lines, minLevel, search])
  const keyed = useMemo(() => keyedLines(lines), [lines])
  // New lines scroll into view, as a terminal does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lines shown change
  useLayoutEffect(() => {
    const box = container.current
    if (box) box.scrollTop = box.scrollHeight
  }, [lines])

  const levelNames: Record<number, string> = { 1: t.debug, 2: t.info, 3: t.warn, 4: t.error }
  return (
    <div className="sk-config-section sk-server-log">
      <p className="sk-config-section__description">{t.description}</p>
      <div className="sk-server-log__controls">
        <TextField
          label={t.search}
          fieldClassName="sk-field--inline"
          type="search"
          spellCheck
          value={search}
          onValueChange={setSearch}
        />
        <Field label={t.show} className="sk-field--inline">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={minLevel}
              onChange={(event) => setMinLevel(Number(event.target.value))}
            >
              <option value={0}>{t.all}</option>
              {[2, 3, 4].map((level) => (
                <option key={level} value={level}>
                  {t.levelAndAbove({ level: levelNames[level] ?? '' })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.serverLogLevel} className="sk-field--inline">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={settings?.logLevel ?? 2}
              onChange={(event) => void setServerLogLevel(Number(event.target.value))}
            >
              {SERVER_LOG_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {levelNames[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {log.error ? (
        <p className="sk-resource-error" role="alert">
          {log.error}
        </p>
      ) : null}
      {log.status === 'loading' ? <Spinner size={36} label={t.loading} /> : null}
      <div
        ref={container}
        className="sk-server-log__lines"
        role="log"
        aria-label={t.lines}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls and must be reachable by keyboard
        tabIndex={0}
      >
        {keyed.map(({ key, line }) => (
          <div
            key={key}
            className={`sk-server-log__line sk-server-log__line--${LEVEL_CLASS[line.level] ?? 'info'}`}
          >
            <span className="sk-server-log__time">{line.timestamp}</span>
            <span className="sk-server-log__level">{line.levelName}</span>
            <span className="sk-server-log__message">{line.message}</span>
          </div>
        ))}
        {log.status === 'ready' && !lines.length ? <p className="sk-empty">{t.noLogs}</p> : null}
      </div>
    </div>
  )
}
