import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $itemToolError,
  $itemToolStarting,
  $queuedEmbedItemIds,
  $tasks,
  cancelEncodeM4b,
  clearItemToolError,
  ENCODE_BITRATES,
  ENCODE_DEFAULTS,
  type ItemTool,
  i18n,
  itemPage,
  openItemPage,
  startEmbedMetadata,
  startEncodeM4b,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { TracksTable } from '../item/TracksTable'
import { AppLink } from '../navigation'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { ResourceView } from '../ui/ResourceView'
import { isToolRunning, ToolTaskStatus } from './ToolTaskStatus'

const messages = i18n('manage.tools', {
  embed: 'Embed Metadata',
  m4b: 'M4B Encoder',
  noTitle: 'No Title',
  tools: 'Tools',
  noAudio: 'This item has no audio tracks.',
  embedDescription: "Writes the item's details, cover and chapters into its audio files.",
  backup: 'Back up the audio files first',
  startEmbed: 'Start Metadata Embed',
  encodeDescription: "Encodes the audio tracks into one M4B file with the item's details and chapters.",
  codec: 'Codec',
  copy: 'Copy (no re-encode)',
  bitrate: 'Bitrate',
  channels: 'Channels',
  mono: '1 (mono)',
  stereo: '2 (stereo)',
  cancelEncode: 'Cancel Encode',
  startEncode: 'Start M4B Encode',
})

const TOOLS: readonly ItemTool[] = ['embed', 'm4b']
/** Codec names: the same in every language. */
const CODEC_NAMES = { aac: 'AAC', opus: 'Opus' } as const

/** The item tools page (admin): the book's audio tracks and the embed-metadata or M4B-encoder tool. */
export function ManageToolsPage({ itemId, tool }: { itemId: string; tool: ItemTool }) {
  const state = useStore(itemPage.$state)
  useEffect(() => openItemPage(itemId), [itemId])
  useEffect(() => clearItemToolError, [])
  return (
    <div className="sk-content-page sk-manage-page">
      <ResourceView state={state}>{(item) => <ManageView item={item} tool={tool} />}</ResourceView>
    </div>
  )
}

function ManageView({ item, tool }: { item: LibraryItem; tool: ItemTool }) {
  const t = useStore(messages)
  const error = useStore($itemToolError)
  const title = item.media.metadata.title || t.noTitle
  const tracks = item.mediaType === 'book' ? item.media.tracks : []
  return (
    <>
      <h1 className="sk-page-header__title">
        <AppLink to={`/item/${item.id}`}>{title}</AppLink>
      </h1>
      <nav className="sk-tool-tabs" aria-label={t.tools}>
        {TOOLS.map((key) => (
          <AppLink
            key={key}
            to={`/audiobook/${item.id}/manage?tool=${key}`}
            className={`sk-tool-tabs__tab${key === tool ? ' sk-tool-tabs__tab--active' : ''}`}
            aria-current={key === tool ? 'page' : undefined}
          >
            {t[key]}
          </AppLink>
        ))}
      </nav>
      <section className="sk-tool-panel" aria-label={t[tool]}>
        <h2>{t[tool]}</h2>
        {!tracks.length ? (
          <p className="sk-empty">{t.noAudio}</p>
        ) : tool === 'embed' ? (
          <EmbedTool itemId={item.id} />
        ) : (
          <EncodeTool itemId={item.id} />
        )}
        <ToolTaskStatus libraryItemId={item.id} tool={tool} />
        {error ? (
          <p className="sk-resource-error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
      <TracksTable libraryItemId={item.id} tracks={tracks} canDownload={false} />
    </>
  )
}

function EmbedTool({ itemId }: { itemId: string }) {
  const t = useStore(messages)
  const [backup, setBackup] = useState(true)
  const starting = useStore($itemToolStarting)
  const tasks = useStore($tasks)
  const queue = useStore($queuedEmbedItemIds)
  const busy = isToolRunning(tasks, itemId, 'embed') || queue.includes(itemId)
  return (
    <>
      <p>{t.embedDescription}</p>
      <CheckField label={t.backup} checked={backup} onChange={setBackup} />
      <div className="sk-tool-panel__actions">
        <Button
          variant="primary"
          loading={starting}
          disabled={busy}
          onClick={() => void startEmbedMetadata(itemId, backup)}
        >
          {t.startEmbed}
        </Button>
      </div>
    </>
  )
}

function EncodeTool({ itemId }: { itemId: string }) {
  const t = useStore(messages)
  const [options, setOptions] = useState(ENCODE_DEFAULTS)
  const starting = useStore($itemToolStarting)
  const running = isToolRunning(useStore($tasks), itemId, 'm4b')
  return (
    <>
      <p>{t.encodeDescription}</p>
      <div className="sk-form-row">
        <Field label={t.codec}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={options.codec}
              onChange={(event) =>
                setOptions({ ...options, codec: event.target.value as typeof options.codec })
              }
            >
              <option value="aac">{CODEC_NAMES.aac}</option>
              <option value="opus">{CODEC_NAMES.opus}</option>
              <option value="copy">{t.copy}</option>
            </select>
          )}
        </Field>
        <Field label={t.bitrate}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={options.bitrate}
              disabled={options.codec === 'copy'}
              onChange={(event) => setOptions({ ...options, bitrate: event.target.value })}
            >
              {ENCODE_BITRATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.channels}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={options.channels}
              disabled={options.codec === 'copy'}
              onChange={(event) =>
                setOptions({ ...options, channels: Number(event.target.value) === 1 ? 1 : 2 })
              }
            >
              <option value={1}>{t.mono}</option>
              <option value={2}>{t.stereo}</option>
            </select>
          )}
        </Field>
      </div>
      <div className="sk-tool-panel__actions">
        {running ? (
          <Button variant="danger" loading={starting} onClick={() => void cancelEncodeM4b(itemId)}>
            {t.cancelEncode}
          </Button>
        ) : (
          <Button variant="primary" loading={starting} onClick={() => void startEncodeM4b(itemId, options)}>
            {t.startEncode}
          </Button>
        )}
      </div>
    </>
  )
}
