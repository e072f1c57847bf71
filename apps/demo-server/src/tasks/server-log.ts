/** One line of the server log as Logger sends it: `timestamp` is local "YYYY-MM-DD HH:mm:ss.SSS". */
export interface LogEntry {
  timestamp: string
  source: string
  message: string
  levelName: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR'
  level: number
}

const levels = { DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4 } as const
/** Lines at this level or above are always kept and sent (the real Logger's FATAL). */
const ALWAYS = 5

/** The name of a numeric log level (server settings' `logLevel`). */
export function logLevelName(level: number): string {
  return Object.entries(levels).find(([, value]) => value === level)?.[0] ?? 'UNKNOWN'
}
const MAX_ENTRIES = 5000

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

function timestampOf(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
}

/** The day's log the config page shows (GET /api/logger-data keeps the last 5000 lines, like LogManager). */
export class ServerLog {
  private entries: LogEntry[] = []
  private readonly listeners = new Set<(entry: LogEntry) => void>()

  /** `logLevel`: the server setting; lines under it are not kept in the day's log (listeners choose their own). */
  constructor(private readonly logLevel: () => number = () => levels.INFO) {}

  add(levelName: LogEntry['levelName'], source: string, message: string): void {
    const entry = { timestamp: timestampOf(new Date()), source, message, levelName, level: levels[levelName] }
    for (const listener of this.listeners) listener(entry)
    if (entry.level < ALWAYS && entry.level < this.logLevel()) return
    this.entries.push(entry)
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES)
  }

  /** Every new line, whatever the server's level (the socket's log listeners filter by their own). */
  subscribe(listener: (entry: LogEntry) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  debug(source: string, message: string): void {
    this.add('DEBUG', source, message)
  }

  info(source: string, message: string): void {
    this.add('INFO', source, message)
  }

  recent(): LogEntry[] {
    return this.entries.map((entry) => ({ ...entry }))
  }
}
