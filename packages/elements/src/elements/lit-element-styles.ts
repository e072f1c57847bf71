import { type CSSResultGroup, css, html, svg, type TemplateResult, unsafeCSS } from 'lit'
import base from '../styles/base.css?inline'
import { tokenInheritanceCss } from './theme-tokens'

/**
 * What the lit elements (mini player, share player) share: the tokens and reset of base.css with the page's
 * `--shelf-*` values inherited, the host box, a raised card, round buttons with the accent play button, and the
 * cover/title/author/time text. Each element adds its own layout after these.
 */
export const LIT_ELEMENT_STYLES: CSSResultGroup = [
  unsafeCSS(base),
  unsafeCSS(tokenInheritanceCss([base])),
  css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    .sk-root.sk-element {
      background: var(--shelf-bg-raised);
      border-radius: var(--shelf-radius);
    }
    .cover {
      flex: none;
      border-radius: 4px;
      object-fit: cover;
      background: var(--shelf-bg-sunken);
    }
    .text {
      flex: 1;
      min-width: 0;
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    .title {
      font-weight: 600;
    }
    .author,
    .time {
      color: var(--shelf-text-muted);
      font-size: 0.85em;
    }
    .time {
      font-variant-numeric: tabular-nums;
    }
    button {
      all: unset;
      display: grid;
      place-items: center;
      border-radius: 50%;
      cursor: pointer;
    }
    button.play {
      flex: none;
      background: var(--shelf-accent);
      color: var(--shelf-accent-text);
    }
    button:focus-visible,
    input:focus-visible {
      outline: 2px solid var(--shelf-focus);
      outline-offset: 2px;
    }
  `,
]

/** A filled 24×24 icon from one path (TRANSPORT_ICONS), hidden from assistive technology. */
export const icon = (path: string, size = 22): TemplateResult =>
  html`<svg viewBox="0 0 24 24" width=${size} height=${size} fill="currentColor" aria-hidden="true">
    ${svg`<path d=${path}></path>`}
  </svg>`
