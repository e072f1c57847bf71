import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { LibraryFile } from '@shelfkit/client'
import {
  $user,
  canDelete,
  canUpload,
  chooseItemCoverFile,
  coverFileProblem,
  formatBytes,
  i18n,
  itemFileSrc,
  localCoverFiles,
  rawCoverSrc,
  removeItemCover,
  setItemCoverFromUrl,
  uploadItemCover,
} from '@shelfkit/stores'
import { type FormEvent, type SyntheticEvent, useEffect, useState } from 'react'
import { BookCover } from '../../cards/BookCover'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { TextField } from '../../ui/TextInput'
import { RawCoverButton } from '../RawCoverPreview'
import { CoverChoice } from './CoverChoice'
import { CoverSearch } from './CoverSearch'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.coverTab', {
  current: 'Current cover',
  size: params('{width} × {height} px'),
  remove: 'Remove cover',
  upload: 'Upload Cover',
  chosen: params('{name}, {size}'),
  send: 'Upload',
  cancel: 'Cancel',
  url: 'Image URL from the web',
  submit: 'Submit',
  localImages: params('Images of this item ({count})'),
  show: 'Show',
  hide: 'Hide',
})

/**
 * The Cover tab (2.30 official): the current cover with its size (a click shows it full size), an uploaded image
 * or one from an address (upload permission), removal (delete permission), the item's own images, and the
 * providers' covers.
 */
export default function CoverTab({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const user = useStore($user)
  const raw = rawCoverSrc(item)
  const own = localCoverFiles(item)
  return (
    <div className="sk-cover-tab">
      <div className="sk-cover-tab__top">
        <CurrentCover src={raw} title={item.media.metadata.title} />
        <div className="sk-cover-tab__sources">
          {canUpload(user) ? (
            <>
              <UploadCover run={run} />
              <CoverAddress run={run} />
            </>
          ) : null}
          {raw && canDelete(user) ? (
            <Button variant="danger" icon="delete" onClick={() => void run(removeItemCover)}>
              {t.remove}
            </Button>
          ) : null}
        </div>
      </div>
      {own.length ? (
        <OwnImages itemId={item.id} files={own} coverPath={item.media.coverPath} run={run} />
      ) : null}
      <CoverSearch item={item} run={run} />
    </div>
  )
}

function CurrentCover({ src, title }: { src: string | null; title: string | null }) {
  const t = useStore(messages)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cover's size is measured anew
  useEffect(() => setSize(null), [src])
  const measured = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget
    if (width) setSize({ width, height })
  }
  return (
    <figure className="sk-cover-tab__current">
      {src ? (
        <RawCoverButton src={src} className="sk-cover-tab__current-cover">
          <img src={src} alt={t.current} onLoad={measured} />
        </RawCoverButton>
      ) : (
        <div className="sk-cover-tab__current-cover">
          <BookCover src={null} title={title} />
        </div>
      )}
      {size ? <figcaption>{t.size(size)}</figcaption> : null}
    </figure>
  )
}

/** Choose a file, see it and whether it can be a cover, then upload it. */
function UploadCover({ run }: Pick<ItemEditTabProps, 'run'>) {
  const t = useStore(messages)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const reset = () => {
    setFile(null)
    setProblem(null)
    setInputKey((key) => key + 1)
  }
  const choose = async (chosen: File | undefined) => {
    setFile(chosen ?? null)
    setProblem(chosen ? await coverFileProblem(chosen) : null)
  }
  const upload = async () => {
    if (!file) return
    const failure = await run(() => uploadItemCover(file))
    if (failure) setProblem(failure)
    else reset()
  }
  return (
    <div className="sk-cover-tab__upload">
      <Field
        label={t.upload}
        hint={file ? t.chosen({ name: file.name, size: formatBytes(file.size) }) : undefined}
        error={problem}
      >
        {(control) => (
          <input
            {...control}
            key={inputKey}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
      {file ? (
        <div className="sk-cover-tab__preview">
          {preview && !problem ? <img src={preview} alt="" /> : null}
          <Button variant="primary" disabled={!!problem} onClick={() => void upload()}>
            {t.send}
          </Button>
          <Button onClick={reset}>{t.cancel}</Button>
        </div>
      ) : null}
    </div>
  )
}

function CoverAddress({ run }: Pick<ItemEditTabProps, 'run'>) {
  const t = useStore(messages)
  const [url, setUrl] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const failure = await run(() => setItemCoverFromUrl(url))
    setProblem(failure)
    if (!failure) setUrl('')
  }
  return (
    <form className="sk-inline-form sk-cover-tab__address" onSubmit={(event) => void submit(event)}>
      <TextField
        label={t.url}
        error={problem}
        inputMode="url"
        value={url}
        onValueChange={(value) => {
          setUrl(value)
          setProblem(null)
        }}
      />
      <Button type="submit" variant="primary" disabled={!url.trim()}>
        {t.submit}
      </Button>
    </form>
  )
}

function OwnImages({
  itemId,
  files,
  coverPath,
  run,
}: {
  itemId: string
  files: readonly LibraryFile[]
  coverPath: string | null
} & Pick<ItemEditTabProps, 'run'>) {
  const t = useStore(messages)
  const [open, setOpen] = useState(false)
  return (
    <section className="sk-cover-tab__own">
      <div className="sk-cover-tab__own-bar">
        <h3>{t.localImages({ count: files.length })}</h3>
        <Button aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t.hide : t.show}
        </Button>
      </div>
      {open ? (
        <ul className="sk-cover-grid">
          {files.map((file) => (
            <CoverChoice
              key={file.ino}
              src={itemFileSrc(itemId, file.ino)}
              name={file.metadata.filename}
              current={file.metadata.path === coverPath}
              onChoose={() => void run(() => chooseItemCoverFile(file))}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
