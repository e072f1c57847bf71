import * as v from 'valibot'
import { serverObject } from './common'

const nullableString = v.nullable(v.string())
const nullableStrings = v.nullable(v.array(v.string()))

/** A scan's outcome in `task_finished` of a `library-scan`. */
export const ScanResultsSchema = serverObject({
  added: v.number(),
  updated: v.number(),
  missing: v.number(),
  /** Milliseconds. */
  elapsed: v.number(),
  /** English summary, e.g. `5 added (453 ms)`. */
  text: v.string(),
})
export type ScanResults = v.InferOutput<typeof ScanResultsSchema>

/** What a task works on; which fields exist depends on `action`. */
export const TaskDataSchema = serverObject({
  libraryId: v.optional(v.string()),
  libraryName: v.optional(v.string()),
  libraryMediaType: v.optional(v.string()),
  libraryItemId: v.optional(v.string()),
  scanResults: v.optional(ScanResultsSchema),
})
export type TaskData = v.InferOutput<typeof TaskDataSchema>

/**
 * A background task (scan, match, download, encode, embed). Texts come in English plus a translation key with
 * substitutions. Times are epoch ms.
 */
export const TaskSchema = serverObject({
  id: v.string(),
  /**
   * `library-scan`, `library-match-all`, `watcher-scan`, `download-podcast-episode`, `encode-m4b`, `embed-metadata`,
   * `opml-import`, `scan-item`…
   */
  action: v.string(),
  data: TaskDataSchema,
  title: nullableString,
  titleKey: nullableString,
  titleSubs: nullableStrings,
  description: nullableString,
  descriptionKey: nullableString,
  descriptionSubs: nullableStrings,
  error: nullableString,
  errorKey: nullableString,
  errorSubs: nullableStrings,
  /** Show a toast when it succeeds. */
  showSuccess: v.boolean(),
  isFailed: v.boolean(),
  isFinished: v.boolean(),
  startedAt: v.nullable(v.number()),
  finishedAt: v.nullable(v.number()),
})
export type Task = v.InferOutput<typeof TaskSchema>

/** `GET /api/tasks?include=queue`. */
export const TasksResponseSchema = serverObject({
  tasks: v.array(TaskSchema),
  /** With `include=queue`: data of tasks waiting to run. */
  queuedTaskData: v.optional(
    serverObject({
      /** Items queued for metadata embedding. */
      embedMetadata: v.array(TaskDataSchema),
    }),
  ),
})
export type TasksResponse = v.InferOutput<typeof TasksResponseSchema>

/** `task_progress` socket event: progress (0..100) of an encode or embed task. */
export const TaskProgressSchema = serverObject({ libraryItemId: v.string(), progress: v.number() })
export type TaskProgress = v.InferOutput<typeof TaskProgressSchema>
