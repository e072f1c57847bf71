import { ApiError, serverTextOf } from '../errors'
import type { Http } from '../http'

/** One item of `POST /api/upload`: its details, target library folder and files (sent as fields 0…n). */
export interface UploadItem {
  title: string
  author?: string
  series?: string
  libraryId: string
  folderId: string
  files: readonly File[]
}

function formOf(item: UploadItem): FormData {
  const form = new FormData()
  form.set('title', item.title)
  if (item.author) form.set('author', item.author)
  if (item.series) form.set('series', item.series)
  form.set('library', item.libraryId)
  form.set('folder', item.folderId)
  item.files.forEach((file, index) => {
    form.set(`${index}`, file)
  })
  return form
}

/** XMLHttpRequest, not fetch: only it reports upload progress. */
function send(http: Http, form: FormData, token: string | null, onProgress: (fraction: number) => void) {
  const url = http.url('/api/upload')
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => resolve(xhr)
    xhr.onerror = () => reject(new ApiError({ kind: 'network', method: 'POST', url }))
    xhr.send(form)
  })
}

/** `POST /api/filesystem/pathexists`: the folder exists, or an item sits in a folder above it (its title). */
export interface PathExistsResponse {
  exists: boolean
  libraryItemTitle?: string
}

export function uploadApi(http: Http) {
  return {
    /**
     * Whether `directory` (relative, e.g. 'Author/Series/Title') already exists in the library folder at
     * `folderPath`, or a library item uses one of its two parent folders (upload permission).
     */
    pathExists: (directory: string, folderPath: string) =>
      http.post<PathExistsResponse>('/api/filesystem/pathexists', { directory, folderPath }),
    /** Uploads one item's files; a 401 refreshes the token once and sends again. */
    item: async (item: UploadItem, onProgress: (fraction: number) => void = () => {}): Promise<void> => {
      const form = formOf(item)
      let xhr = await send(http, form, http.tokens.get().accessToken, onProgress)
      if (xhr.status === 401) {
        const token = await http.refresh()
        if (!token)
          throw new ApiError({ kind: 'signed-out', method: 'POST', url: xhr.responseURL, status: 401 })
        xhr = await send(http, form, token, onProgress)
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        throw new ApiError({
          kind: 'http',
          method: 'POST',
          url: http.url('/api/upload'),
          status: xhr.status,
          serverText: serverTextOf(xhr.responseText, xhr.getResponseHeader('content-type')),
        })
      }
      onProgress(1)
    },
  }
}
