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

const TOOL_NAMES: Record<ItemTool, string> = { embed: 'Embed Metadata', m4b: 'M4B Encoder' }

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
  const error = useStore($itemToolError)
  const title = item.media.metadata.title || 'No Title'
  const tracks = item.mediaType === 'book' ? item.media.tracks : []
  return (
    <>
      <h1 className="sk-page-header__title">
        <AppLink to={`/item/${item.id}`}>{title}</AppLink>
      </h1>
      <nav className="sk-tool-tabs" aria-label="Tools">
        {(Object.keys(TOOL_NAMES) as ItemTool[]).map((key) => (
          <AppLink
            key={key}
            to={`/audiobook/${item.id}/manage?tool=${key}`}
            className={`sk-tool-tabs__tab${key === tool ? ' sk-tool-tabs__tab--active' : ''}`}
            aria-current={key === tool ? 'page' : undefined}
          >
            {TOOL_NAMES[key]}
          </AppLink>
        ))}
      </nav>
      <section className="sk-tool-panel" aria-label={TOOL_NAMES[tool]}>
        <h2>{TOOL_NAMES[tool]}</h2>
        {!tracks.length ? (
          <p className="sk-empty">This item has no audio tracks.</p>
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
  const [backup, setBackup] = useState(true)
  const starting = useStore($itemToolStarting)
  const tasks = useStore($tasks)
  const queue = useStore($queuedEmbedItemIds)
  const busy = isToolRunning(tasks, itemId, 'embed') || queue.includes(itemId)
  return (
    <>
      <p>Writes the item's details, cover and chapters into its audio files.</p>
      <CheckField label="Back up the audio files first" checked={backup} onChange={setBackup} />
      <div className="sk-tool-panel__actions">
        <Button
          variant="primary"
          loading={starting}
          disabled={busy}
          onClick={() => void startEmbedMetadata(itemId, backup)}
        >
          Start Metadata Embed
        </Button>
      </div>
    </>
  )
}

function EncodeTool({ itemId }: { itemId: string }) {
  const [options, setOptions] = useState(ENCODE_DEFAULTS)
  const starting = useStore($itemToolStarting)
  const running = isToolRunning(useStore($tasks), itemId, 'm4b')
  return (
    <>
      <p>Encodes the audio tracks into one M4B file with the item's details and chapters.</p>
      <div className="sk-form-row">
        <Field label="Codec">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={options.codec}
              onChange={(event) =>
                setOptions({ ...options, codec: event.target.value as typeof options.codec })
              }
            >
              <option value="aac">AAC</option>
              <option value="opus">Opus</option>
              <option value="copy">Copy (no re-encode)</option>
            </select>
          )}
        </Field>
        <Field label="Bitrate">
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
        <Field label="Channels">
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
              <option value={1}>1 (mono)</option>
              <option value={2}>2 (stereo)</option>
            </select>
          )}
        </Field>
      </div>
      <div className="sk-tool-panel__actions">
        {running ? (
          <Button variant="danger" loading={starting} onClick={() => void cancelEncodeM4b(itemId)}>
            Cancel Encode
          </Button>
        ) : (
          <Button variant="primary" loading={starting} onClick={() => void startEncodeM4b(itemId, options)}>
            Start M4B Encode
          </Button>
        )}
      </div>
    </>
  )
}
