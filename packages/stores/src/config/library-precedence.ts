/**
 * The Scanner tab of the library edit modal (book libraries): which metadata sources the scanner reads and which one
 * wins. The server keeps `settings.metadataPrecedence` lowest priority first and leaves out the sources turned off;
 * the tab shows them highest priority first, the ones turned off last.
 */
export const METADATA_SOURCES = [
  'folderStructure',
  'audioMetatags',
  'nfoFile',
  'txtFiles',
  'opfFile',
  'absMetadata',
] as const

export type MetadataSource = (typeof METADATA_SOURCES)[number]

/** The server's default order (lowest priority first): every source. */
export const DEFAULT_METADATA_PRECEDENCE: readonly MetadataSource[] = METADATA_SOURCES

export interface MetadataSourceRow {
  id: MetadataSource
  include: boolean
}

const isSource = (id: string): id is MetadataSource => (METADATA_SOURCES as readonly string[]).includes(id)

/** The rows of a saved order: highest priority first, then the sources left out (in the server's order). */
export function metadataSourceRows(precedence: readonly string[] | undefined): MetadataSourceRow[] {
  const included = (precedence ?? []).filter(isSource)
  const left = METADATA_SOURCES.filter((id) => !included.includes(id))
  return [
    ...[...included].reverse().map((id) => ({ id, include: true })),
    ...left.map((id) => ({ id, include: false })),
  ]
}

/** The order to save: the included sources, lowest priority first. */
export function precedenceOf(rows: readonly MetadataSourceRow[]): MetadataSource[] {
  return rows
    .filter((row) => row.include)
    .map((row) => row.id)
    .reverse()
}
