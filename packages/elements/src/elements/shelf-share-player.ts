import {
  $serverUrl,
  count,
  createSharePlayback,
  formatClock,
  i18n,
  SHARE_PROGRESS_INTERVAL_S,
  type SharePlayback,
  type ShareState,
} from '@shelfkit/stores'
import { css, html, LitElement, nothing, type PropertyValues } from 'lit'
import { TRANSPORT_ICONS } from '../ui/transport-icons'
import { defineElement } from './define'
import { emit } from './events'
import { icon, LIT_ELEMENT_STYLES } from './lit-element-styles'
import { ElementLanguage } from './lit-language'

const JUMP_SECONDS = 10

const messages = i18n('elements.sharePlayer', {
  loading: 'Loading…',
  listenOnServer: 'Listen on the server',
  back: count({ one: 'Back {count} second', other: 'Back {count} seconds' }),
  forward: count({ one: 'Forward {count} second', other: 'Forward {count} seconds' }),
  play: 'Play',
  pause: 'Pause',
  position: 'Position',
})

/**
 * Plays an audiobookshelf public share link (`/share/{slug}`) with no sign-in: the blog use case. The server keeps
 * the listener's position per browser through its `share_session_id` cookie, so the page must be on the same site
 * as the server (blog.example.com with abs.example.com); on another site the element says so and links to the
 * share page on the server instead. The page's origin must be in the server's Allowed CORS origins.
 *
 * @customElement shelf-share-player
 * @attr {string} slug - The share's slug: the last part of its link `https://abs.example.com/share/{slug}`.
 * @attr {string} server-url - The server's address (default: the one `<shelf-server>` set).
 * @attr {number} start-time - Start here (seconds) instead of where this browser stopped (servers 2.36+).
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @prop {string} phase - `loading`, `ready`, `blocked` (another site), `missing` or `error` (read-only).
 * @fires shelf-play - Playback started: `{libraryItemId, episodeId}`.
 * @fires shelf-error - The share cannot be played here: `{message}`.
 * @csspart root - The element's box.
 * @csspart cover - The cover image.
 * @csspart title - The title.
 * @csspart play-button - The play/pause button.
 * @csspart seek-bar - The position slider.
 * @csspart message - Why it cannot play.
 * @cssprop --shelf-bg-raised - Background.
 * @cssprop --shelf-text - Text colour.
 * @cssprop --shelf-text-muted - Author and time colour.
 * @cssprop --shelf-accent - Play button and slider colour.
 * @cssprop --shelf-radius - Corner radius.
 */
export class ShelfSharePlayerElement extends LitElement {
  static override properties = {
    slug: { type: String },
    serverUrl: { type: String, attribute: 'server-url' },
    startTime: { type: Number, attribute: 'start-time' },
    state: { state: true },
    time: { state: true },
    playing: { state: true },
  }

  static override styles = [
    LIT_ELEMENT_STYLES,
    css`
      :host {
        max-width: 640px;
      }
      .sk-root.sk-element {
        padding: 14px;
      }
      .head {
        display: flex;
        gap: 14px;
        align-items: center;
      }
      .cover {
        width: 72px;
        height: 72px;
      }
      .title {
        font-size: 1.1em;
      }
      .chapter {
        color: var(--shelf-text-muted);
        font-size: 0.85em;
      }
      .controls {
        display: flex;
        align-items: center;
        gap: 8px;
        margin-top: 12px;
      }
      button {
        width: 36px;
        height: 36px;
        color: var(--shelf-text);
      }
      button.play {
        width: 44px;
        height: 44px;
      }
      input[type='range'] {
        flex: 1;
        min-width: 0;
        accent-color: var(--shelf-accent);
      }
      .message {
        margin: 0;
        line-height: 1.5;
      }
      .message a {
        color: var(--shelf-accent);
        text-decoration: underline;
      }
    `,
  ]

  declare slug: string | null
  declare serverUrl: string | null
  declare startTime: number | null
  declare protected state: ShareState
  declare protected time: number
  declare protected playing: boolean
  readonly #language = new ElementLanguage(this, messages)
  #playback: SharePlayback | null = null
  #audio: HTMLAudioElement | null = null
  #trackIndex = 0
  #listenedSinceSave = 0
  #lastTick = 0

  constructor() {
    super()
    this.slug = null
    this.serverUrl = null
    this.startTime = null
    this.state = { phase: 'loading', share: null, tracks: [], message: null }
    this.time = 0
    this.playing = false
  }

  get phase(): string {
    return this.state.phase
  }

  override disconnectedCallback() {
    super.disconnectedCallback()
    this.#stop()
  }

  protected override updated(changed: PropertyValues<this>) {
    if (changed.has('slug') || changed.has('serverUrl') || changed.has('startTime')) void this.#open()
  }

  async #open() {
    this.#stop()
    const serverUrl = this.serverUrl ?? $serverUrl.get()
    if (!this.slug) return
    const playback = createSharePlayback(serverUrl, this.slug)
    this.#playback = playback
    const state = await playback.open(this.startTime ?? undefined)
    if (this.#playback !== playback) return
    this.state = state
    if (state.message) emit(this, 'shelf-error', { message: state.message })
    if (state.phase === 'ready') this.time = state.share?.playbackSession.currentTime ?? 0
  }

  #stop() {
    if (this.#audio) {
      if (this.playing) void this.#playback?.saveProgress(this.time)
      this.#audio.pause()
      this.#audio.removeAttribute('src')
      this.#audio.load()
    }
    this.#audio = null
    this.#playback = null
    this.playing = false
  }

  /** The file holding `time` and the position inside it. */
  #locate(time: number): { index: number; offset: number } {
    const tracks = this.state.tracks
    let index = tracks.findIndex((track) => time < track.startOffset + track.duration)
    if (index < 0) index = Math.max(0, tracks.length - 1)
    return { index, offset: Math.max(0, time - (tracks[index]?.startOffset ?? 0)) }
  }

  #audioElement(): HTMLAudioElement {
    if (this.#audio) return this.#audio
    const audio = new Audio()
    audio.preload = 'auto'
    audio.addEventListener('timeupdate', () => this.#onTime())
    audio.addEventListener('play', () => {
      this.playing = true
      this.#lastTick = performance.now()
    })
    audio.addEventListener('pause', () => {
      this.playing = false
      void this.#playback?.saveProgress(this.time)
    })
    audio.addEventListener('ended', () => this.#next())
    this.#audio = audio
    return audio
  }

  #load(time: number, play: boolean) {
    const audio = this.#audioElement()
    const { index, offset } = this.#locate(time)
    const track = this.state.tracks[index]
    if (!track) return
    if (this.#trackIndex !== index || !audio.src) {
      this.#trackIndex = index
      audio.src = track.url
    }
    audio.currentTime = offset
    this.time = time
    if (play) void audio.play()
  }

  #onTime() {
    const audio = this.#audio
    const track = this.state.tracks[this.#trackIndex]
    if (!audio || !track) return
    this.time = track.startOffset + audio.currentTime
    const now = performance.now()
    if (!audio.paused) this.#listenedSinceSave += (now - this.#lastTick) / 1000
    this.#lastTick = now
    if (this.#listenedSinceSave >= SHARE_PROGRESS_INTERVAL_S) {
      this.#listenedSinceSave = 0
      void this.#playback?.saveProgress(this.time)
    }
  }

  #next() {
    const next = this.state.tracks[this.#trackIndex + 1]
    if (next) this.#load(next.startOffset, true)
  }

  #toggle() {
    const audio = this.#audio
    if (audio && !audio.paused) {
      audio.pause()
      return
    }
    const session = this.state.share?.playbackSession
    if (audio?.src) void audio.play()
    else this.#load(this.time, true)
    if (session)
      emit(this, 'shelf-play', { libraryItemId: session.libraryItemId, episodeId: session.episodeId ?? null })
  }

  #seek(time: number) {
    const duration = this.state.share?.playbackSession.duration ?? 0
    const target = Math.min(Math.max(0, time), duration)
    this.#load(target, this.playing)
  }

  override render() {
    const { t, lang, dir } = this.#language
    const { phase, share, message } = this.state
    if (phase === 'loading' || !share) {
      return html`<div class="sk-root sk-element" part="root" lang=${lang} dir=${dir}>
        ${message ? html`<p class="message" part="message" role="alert">${message}</p>` : html`<p class="message">${t.loading}</p>`}
      </div>`
    }
    const session = share.playbackSession
    const head = html`<div class="head">
      ${phase === 'ready' ? html`<img class="cover" part="cover" src=${this.#playback?.coverUrl ?? ''} alt="" />` : nothing}
      <div class="text">
        <span class="title" part="title">${session.displayTitle}</span>
        <span class="author">${session.displayAuthor}</span>
      </div>
    </div>`
    if (phase !== 'ready') {
      return html`<div class="sk-root sk-element" part="root" lang=${lang} dir=${dir} data-phase=${phase}>
        ${head}
        <p class="message" part="message" role="alert">
          ${message}
          ${phase === 'blocked' ? html` <a href=${this.#playback?.pageUrl ?? '#'} target="_blank" rel="noopener">${t.listenOnServer}</a>` : nothing}
        </p>
      </div>`
    }
    const chapter = session.chapters.find((entry) => this.time >= entry.start && this.time < entry.end)
    return html`<div class="sk-root sk-element" part="root" lang=${lang} dir=${dir} data-phase=${phase} data-playing=${String(this.playing)}>
      ${head}
      <div class="controls">
        <button type="button" aria-label=${t.back(JUMP_SECONDS)} @click=${() => this.#seek(this.time - JUMP_SECONDS)}>
          ${icon(TRANSPORT_ICONS.previous, 18)}
        </button>
        <button
          class="play"
          part="play-button"
          type="button"
          aria-label=${this.playing ? t.pause : t.play}
          @click=${() => this.#toggle()}
        >
          ${icon(this.playing ? TRANSPORT_ICONS.pause : TRANSPORT_ICONS.play)}
        </button>
        <button type="button" aria-label=${t.forward(JUMP_SECONDS)} @click=${() => this.#seek(this.time + JUMP_SECONDS)}>
          ${icon(TRANSPORT_ICONS.next, 18)}
        </button>
        <input
          type="range"
          part="seek-bar"
          aria-label=${t.position}
          min="0"
          max=${session.duration}
          step="1"
          .value=${String(Math.floor(this.time))}
          @change=${(event: Event) => this.#seek(Number((event.target as HTMLInputElement).value))}
        />
        <span class="time">${formatClock(this.time)} / ${formatClock(session.duration)}</span>
      </div>
      ${chapter ? html`<div class="chapter">${chapter.title}</div>` : nothing}
    </div>`
  }
}

defineElement('shelf-share-player', ShelfSharePlayerElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-share-player': ShelfSharePlayerElement
  }
}
