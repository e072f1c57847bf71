import { sanitizeFilename } from '../upload/filename'

/** Where a new podcast's folder goes: the library folder joined with the sanitised title ('' without either). */
export function podcastPath(folderPath: string, title: string): string {
  const name = sanitizeFilename(title.trim())
  if (!folderPath || !name) return ''
  return `${folderPath.replace(/[/\\]+$/, '')}/${name}`
}
