import * as v from 'valibot'

/**
 * A server object: validated like `v.looseObject` (fields a newer server adds pass and are kept), but typed with
 * only the declared fields, so a misspelt field or a wrong narrowing is a compile error instead of `unknown`.
 */
export function serverObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
): v.ObjectSchema<TEntries, undefined> {
  // The loose schema's output type only adds an index signature, which is what this type leaves out.
  return v.looseObject(entries) as unknown as v.ObjectSchema<TEntries, undefined>
}

/** What a library (and each of its items) holds. */
export const MediaTypeSchema = v.picklist(['book', 'podcast'])
export type MediaType = v.InferOutput<typeof MediaTypeSchema>

/** Facts the scanner read from disk. Sizes in bytes, times in epoch ms. */
export const FileMetadataSchema = serverObject({
  filename: v.string(),
  /** Extension with its leading dot, e.g. `.m4b`. */
  ext: v.string(),
  /** Absolute path on the server's disk. */
  path: v.string(),
  /** Path relative to the library item's folder. */
  relPath: v.string(),
  size: v.number(),
  mtimeMs: v.number(),
  ctimeMs: v.number(),
  birthtimeMs: v.number(),
})
export type FileMetadata = v.InferOutput<typeof FileMetadataSchema>

/** One page of a library list. Pages are 0-based; `limit` 0 means everything on one page. */
export interface Paged<T> {
  results: T[]
  total: number
  limit: number
  page: number
}

/** Schema of a `Paged` answer: `results` of `item`, plus the echo fields each list adds. */
export function pagedSchema<const TItem extends v.GenericSchema, const TExtra extends v.ObjectEntries>(
  item: TItem,
  extra: TExtra,
) {
  return serverObject({
    results: v.array(item),
    total: v.number(),
    limit: v.number(),
    page: v.number(),
    ...extra,
  })
}

/** Query echo fields of the library list answers; present or not depending on the list and the query. */
export const listEchoEntries = {
  sortBy: v.optional(v.string()),
  sortDesc: v.optional(v.boolean()),
  filterBy: v.optional(v.string()),
  minified: v.optional(v.boolean()),
  /** The `include` query, lower-cased and comma-joined. */
  include: v.optional(v.string()),
}
