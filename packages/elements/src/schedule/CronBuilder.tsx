import { useStore } from '@nanostores/react'
import {
  $cronLocale,
  $language,
  $serverSettings,
  CRON_PRESETS,
  type CronBuilderState,
  cronBuilderProblem,
  cronExpressionOf,
  cronMessages,
  cronStateOf,
  describeCron,
  formatServerDateTime,
  i18n,
  nextCronRun,
  params,
  validateCronOnServer,
} from '@shelfkit/stores'
import { useMemo, useState } from 'react'
import { CheckField, Field } from '../ui/Field'
import { Tabs } from '../ui/Tabs'
import { NumberField } from '../ui/TextInput'

const messages = i18n('schedule.builder', {
  builder: 'Schedule builder',
  schedule: 'Schedule',
  advanced: 'Advanced',
  interval: 'Interval',
  weekly: 'Custom daily/weekly',
  daily: 'Every day',
  weekdays: 'Weekdays to run',
  hour: 'Hour',
  minute: 'Minute',
  expression: 'Cron expression',
  checking: 'Checking cron expression…',
  valid: 'Valid cron expression',
  nextRun: params('Next scheduled run: {date}'),
})

type View = 'schedule' | 'advanced'
type Check = { status: 'idle' | 'checking' | 'valid' } | { status: 'invalid'; problem: string }

/** Sunday first, as cron numbers the days; names in the interface language. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6]
const weekdayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2023, 0, 1 + day))

export interface CronBuilderProps {
  /** The saved expression, or null for none yet. */
  value: string | null
  /** The expression the user built, or null while it is incomplete or refused. */
  onChange(expression: string | null): void
}

/**
 * The official schedule builder: an interval (presets, every day, chosen weekdays) with the time, or an advanced
 * 5-field expression the server validates when the field is left; the schedule in words and its next run.
 */
export function CronBuilder({ value, onChange }: CronBuilderProps) {
  const t = useStore(messages)
  const problems = useStore(cronMessages)
  const language = useStore($language)
  useStore($cronLocale)
  const settings = useStore($serverSettings)
  const [state, setState] = useState<CronBuilderState>(() => cronStateOf(value))
  const [view, setView] = useState<View>(() => (state.mode === 'advanced' ? 'advanced' : 'schedule'))
  const [text, setText] = useState(state.expression)
  const [check, setCheck] = useState<Check>({ status: 'idle' })

  const change = (patch: Partial<CronBuilderState>) => {
    const next = { ...state, ...patch }
    setState(next)
    const expression = cronExpressionOf(next)
    if (expression) setText(expression)
    onChange(expression)
  }

  const chooseInterval = (choice: string) => {
    if (choice === 'weekly' || choice === 'daily') change({ mode: choice })
    else change({ mode: 'preset', expression: choice })
  }

  const chooseView = (next: View) => {
    setView(next)
    if (next === 'schedule') {
      const read = cronStateOf(text)
      if (read.mode !== 'advanced') setState(read)
    }
  }

  const checkAdvanced = async () => {
    setCheck({ status: 'checking' })
    const problem = await validateCronOnServer(text)
    if (problem) {
      setCheck({ status: 'invalid', problem })
      onChange(null)
      return
    }
    setCheck({ status: 'valid' })
    setState({ ...cronStateOf(text), expression: text.trim() })
    onChange(text.trim().split(/\s+/).join(' '))
  }

  const expression =
    view === 'advanced' ? (check.status === 'invalid' ? null : text) : cronExpressionOf(state)
  const words = expression ? describeCron(expression) : null
  const next = expression ? nextCronRun(expression) : null
  const interval = state.mode === 'preset' ? state.expression : state.mode === 'daily' ? 'daily' : 'weekly'
  const builderProblem = view === 'schedule' ? cronBuilderProblem(state) : null
  const weekdays = useMemo(() => WEEKDAYS.map((day) => weekdayName(day, language)), [language])

  return (
    <div className="sk-cron">
      <Tabs<View>
        label={t.builder}
        tabs={[
          { id: 'schedule', label: t.schedule },
          { id: 'advanced', label: t.advanced },
        ]}
        selected={view}
        onSelect={chooseView}
      >
        {view === 'schedule' ? (
          <div className="sk-cron__panel">
            <Field label={t.interval}>
              {(control) => (
                <select
                  {...control}
                  className="sk-select"
                  value={interval}
                  onChange={(event) => chooseInterval(event.target.value)}
                >
                  <option value="weekly">{t.weekly}</option>
                  <option value="daily">{t.daily}</option>
                  {CRON_PRESETS.map((preset) => (
                    <option key={preset.expression} value={preset.expression}>
                      {problems[preset.name]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {state.mode === 'weekly' ? (
              <fieldset className="sk-cron__weekdays">
                <legend className="sk-field__label">{t.weekdays}</legend>
                {WEEKDAYS.map((day) => (
                  <CheckField
                    key={day}
                    label={weekdays[day]}
                    checked={state.weekdays.includes(day)}
                    onChange={(checked) =>
                      change({
                        weekdays: checked
                          ? [...state.weekdays, day]
                          : state.weekdays.filter((d) => d !== day),
                      })
                    }
                  />
                ))}
              </fieldset>
            ) : null}
            {state.mode === 'weekly' || state.mode === 'daily' ? (
              <div className="sk-cron__time">
                <NumberField
                  label={t.hour}
                  min={0}
                  max={23}
                  value={Number.isNaN(state.hour) ? '' : state.hour}
                  onValueChange={(text) => change({ hour: text === '' ? Number.NaN : Number(text) })}
                />
                <NumberField
                  label={t.minute}
                  min={0}
                  max={59}
                  value={Number.isNaN(state.minute) ? '' : state.minute}
                  onValueChange={(text) => change({ minute: text === '' ? Number.NaN : Number(text) })}
                />
              </div>
            ) : null}
            {builderProblem ? (
              <p className="sk-field__error" role="alert">
                {builderProblem}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="sk-cron__panel">
            <Field
              label={t.expression}
              error={check.status === 'invalid' ? check.problem : undefined}
              hint={check.status === 'checking' ? t.checking : check.status === 'valid' ? t.valid : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  className="sk-input sk-cron__expression"
                  value={text}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => {
                    setText(event.target.value)
                    setCheck({ status: 'idle' })
                  }}
                  onBlur={() => void checkAdvanced()}
                />
              )}
            </Field>
          </div>
        )}
      </Tabs>
      {words ? <p className="sk-cron__words">{words}</p> : null}
      {next ? (
        <p className="sk-cron__next">
          {t.nextRun({ date: formatServerDateTime(next, settings ?? undefined) })}
        </p>
      ) : null}
    </div>
  )
}
