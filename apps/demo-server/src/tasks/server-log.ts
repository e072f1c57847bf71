/** One line of the server log as Logger sends it: `timestamp` is local "YYYY-MM-DD HH:mm:ss.SSS". */
export interface LogEntry {
  timestamp: string
  source: string
  message: string
  levelName: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR'
  level: number
}

const levels = { DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4 } as const
const MAX_ENTRIES = 5000

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

function timestampOf(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
}

/** The day's log the config page shows (GET /api/logger-data keeps the last 5000 lines, like LogManager). */
export class ServerLog {
  private entries: LogEntry[] = []

  add(levelName: LogEntry['levelName'], source: string, message: string): void {
    this.entries.push({
      timestamp: timestampOf(new Date()),
      source,
      message,
      levelName,
      level: levels[levelName],
    })
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES)
  }

  info(source: string, message: string): void {
    this.add('INFO', source, message)
  }

  recent(): LogEntry[] {
    return this.entries.map((entry) => ({ ...entry }))
  }
}
