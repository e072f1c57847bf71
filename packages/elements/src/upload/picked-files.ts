import type { PickedFile } from '@shelfkit/stores'

const dirOf = (path: string) => path.split('/').filter(Boolean).slice(0, -1).join('/')

/** Files from an `<input type=file>`; with `webkitdirectory` each keeps its folder path. */
export function pickedFromInput(files: FileList | null): PickedFile[] {
  return [...(files ?? [])].map((file) => ({ file, dir: dirOf(file.webkitRelativePath || file.name) }))
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject))
}

async function walk(entry: FileSystemEntry, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    )
    out.push({ file, dir: dirOf(entry.fullPath) })
    return
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  // readEntries answers in batches until it returns none.
  for (let batch = await readEntries(reader); batch.length; batch = await readEntries(reader)) {
    for (const child of batch) await walk(child, out)
  }
}

/** Files and whole folders dropped on the page, each file with its folder path. */
export async function pickedFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  const entries = [...data.items]
    .map((item) => item.webkitGetAsEntry())
    .filter((e): e is FileSystemEntry => !!e)
  if (!entries.length) return pickedFromInput(data.files)
  const out: PickedFile[] = []
  for (const entry of entries) await walk(entry, out)
  return out
}
