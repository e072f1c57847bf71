import {
  $player,
  $playerTime,
  formatClock,
  i18n,
  itemCoverSrc,
  type PlayerState,
  type PlayerTime,
  togglePlayback,
} from '@shelfkit/stores'
import { css, html, LitElement, nothing, type PropertyValues } from 'lit'
import { TRANSPORT_ICONS } from '../ui/transport-icons'
import { connectServer } from './connection'
import { defineElement } from './define'
import { icon, LIT_ELEMENT_STYLES } from './lit-element-styles'
import { ElementLanguage } from './lit-language'
import { appLinkUrl } from './navigation'
import { announcePlays } from './play-events'

const messages = i18n('elements.miniPlayer', {
  idle: 'Nothing playing',
  loading: 'Loading…',
  play: 'Play',
  pause: 'Pause',
  progress: 'Progress',
})

/**
 * A compact now-playing strip for dashboards and sidebars: cover, title, author, play/pause and progress. It
 * shows the one player of the page (started by `<shelf-bookshelf>`, `<shelf-item>`, `<shelf-player>` or page
 * code); no React, so it costs little on a page that has the stores already.
 *
 * @customElement shelf-mini-player
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} api-key - An API key to sign in with (or use `<shelf-server>` / `<shelf-login>`).
 * @attr {string} app-url - The full app's address: the title links to the item there.
 * @attr {string} idle-text - What it says while nothing plays (default "Nothing playing", in the interface language).
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @prop {string} status - The player's status: `idle`, `loading`, `playing`, `paused`… (read-only).
 * @fires shelf-play - Playback was resumed from the play button: `{libraryItemId, episodeId}`.
 * @csspart root - The element's box.
 * @csspart cover - The cover image.
 * @csspart title - The title.
 * @csspart play-button - The play/pause button.
 * @csspart progress - The progress bar.
 * @cssprop --shelf-bg-raised - Background.
 * @cssprop --shelf-text - Text colour.
 * @cssprop --shelf-text-muted - Author and time colour.
 * @cssprop --shelf-accent - Progress and button colour.
 * @cssprop --shelf-radius - Corner radius.
 */
export class ShelfMiniPlayerElement extends LitElement {
  static override properties = {
    serverUrl: { type: String, attribute: 'server-url' },
    apiKey: { type: String, attribute: 'api-key' },
    appUrl: { type: String, attribute: 'app-url' },
    idleText: { type: String, attribute: 'idle-text' },
    player: { state: true },
    time: { state: true },
  }

  static override styles = [
    LIT_ELEMENT_STYLES,
    css`
      :host {
        min-width: 0;
      }
      .sk-root.sk-element {
        overflow: hidden;
      }
      .row {
        display: flex;
        align-items: center;
        gap: 10px;
        padding: 8px 10px;
        min-height: 60px;
      }
      .cover {
        width: 44px;
        height: 44px;
      }
      .title,
      .author {
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      }
      .idle {
        color: var(--shelf-text-muted);
        font-size: 0.85em;
      }
      .time {
        flex: none;
      }
      .play {
        width: 40px;
        height: 40px;
      }
      .play[disabled] {
        opacity: 0.6;
        cursor: progress;
      }
      .progress {
        height: 3px;
        background: var(--shelf-bg-sunken);
      }
      .progress > div {
        height: 100%;
        background: var(--shelf-accent);
      }
    `,
  ]

  declare serverUrl: string | null
  declare apiKey: string | null
  declare appUrl: string | null
  declare idleText: string | null
  declare protected player: PlayerState
  declare protected time: PlayerTime
  #stops: Array<() => void> = []
  readonly #language = new ElementLanguage(this, messages)

  constructor() {
    super()
    this.serverUrl = null
    this.apiKey = null
    this.appUrl = null
    this.idleText = null
    this.player = $player.get()
    this.time = $playerTime.get()
  }

  get status(): string {
    return this.player.status
  }

  override connectedCallback() {
    super.connectedCallback()
    this.#stops = [
      $player.subscribe((player) => {
        this.player = player
      }),
      $playerTime.subscribe((time) => {
        this.time = time
      }),
      announcePlays(this),
    ]
  }

  override disconnectedCallback() {
    super.disconnectedCallback()
    for (const stop of this.#stops) stop()
    this.#stops = []
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has('serverUrl') || changed.has('apiKey'))
      void connectServer({ url: this.serverUrl, apiKey: this.apiKey })
  }

  override render() {
    const { t, lang, dir } = this.#language
    const player = this.player
    if (player.status === 'idle' || !player.libraryItemId) {
      return html`<div class="sk-root sk-element" part="root" lang=${lang} dir=${dir}>
        <div class="row"><span class="idle">${this.idleText ?? t.idle}</span></div>
      </div>`
    }
    const item = player.libraryItem
    const cover = item ? itemCoverSrc(item) : null
    const title = player.displayTitle || t.loading
    const playing = player.status === 'playing' || player.status === 'buffering'
    const loading = player.status === 'loading'
    const fraction = player.duration > 0 ? Math.min(1, this.time.currentTime / player.duration) : 0
    const link = this.appUrl ? appLinkUrl(this.appUrl, `/item/${player.libraryItemId}`) : null
    return html`<div class="sk-root sk-element" part="root" lang=${lang} dir=${dir} data-status=${player.status}>
      <div class="row">
        ${cover ? html`<img class="cover" part="cover" src=${cover} alt="" />` : nothing}
        <div class="text">
          ${link ? html`<a class="title" part="title" href=${link}>${title}</a>` : html`<span class="title" part="title">${title}</span>`}
          <span class="author">${player.displayAuthor}</span>
        </div>
        <span class="time">${formatClock(this.time.currentTime)} / ${formatClock(player.duration)}</span>
        <button
          class="play"
          part="play-button"
          type="button"
          aria-label=${playing ? t.pause : t.play}
          ?disabled=${loading}
          @click=${() => togglePlayback()}
        >
          ${icon(playing ? TRANSPORT_ICONS.pause : TRANSPORT_ICONS.play)}
        </button>
      </div>
      <div
        class="progress"
        part="progress"
        role="progressbar"
        aria-label=${t.progress}
        aria-valuemin="0"
        aria-valuemax="100"
        aria-valuenow=${Math.round(fraction * 100)}
      >
        <div style="width: ${(fraction * 100).toFixed(2)}%"></div>
      </div>
    </div>`
  }
}

defineElement('shelf-mini-player', ShelfMiniPlayerElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-mini-player': ShelfMiniPlayerElement
  }
}
