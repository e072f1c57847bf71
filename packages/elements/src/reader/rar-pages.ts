/// <reference path="./worker-url.d.ts" />
import { EbookProtectedError } from '@shelfkit/stores'
import { Archive } from 'libarchive.js'
import workerUrl from 'libarchive.js/dist/worker-bundle.js?worker&url'

type Entries = { [name: string]: File | Entries | null }

function flatten(entries: Entries, prefix = ''): [string, File][] {
  return Object.entries(entries).flatMap(([name, value]): [string, File][] => {
    if (value instanceof File) return [[`${prefix}${name}`, value]]
    return value ? flatten(value, `${prefix}${name}/`) : []
  })
}

/**
 * The files of a RAR archive (cbr), unpacked by libarchive (WebAssembly) in a worker of its own that ends with the
 * archive. An encrypted archive is refused before anything is unpacked.
 */
export async function rarFiles(bytes: ArrayBuffer): Promise<[string, File][]> {
  Archive.init({ getWorker: () => new Worker(workerUrl, { type: 'module' }) })
  const archive = await Archive.open(new File([bytes], 'comic.cbr'))
  try {
    if (await archive.hasEncryptedData()) throw new EbookProtectedError('comic')
    return flatten((await archive.extractFiles()) as Entries)
  } finally {
    await archive.close()
  }
}
