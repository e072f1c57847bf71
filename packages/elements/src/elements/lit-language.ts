import { $shownLanguage, languageTag, textDirection } from '@shelfkit/stores'
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import type { ReadableAtom } from 'nanostores'
import { takePageLanguage } from './page-language'

/**
 * A lit element's language: it takes the page's when it connects (see `takePageLanguage`), gives its root the `lang`
 * and `dir` to render, and renders again when the language or its messages change.
 */
export class ElementLanguage<Messages> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement
  readonly #messages: ReadableAtom<Messages>
  #stops: Array<() => void> = []

  constructor(host: ReactiveControllerHost & HTMLElement, messages: ReadableAtom<Messages>) {
    this.#host = host
    this.#messages = messages
    host.addController(this)
  }

  /** The element's messages in the language in use. */
  get t(): Messages {
    return this.#messages.get()
  }

  get lang(): string {
    return languageTag($shownLanguage.get())
  }

  get dir(): 'rtl' | 'ltr' {
    return textDirection($shownLanguage.get())
  }

  hostConnected(): void {
    takePageLanguage(this.#host)
    const update = () => this.#host.requestUpdate()
    this.#stops = [this.#messages.listen(update), $shownLanguage.listen(update)]
  }

  hostDisconnected(): void {
    for (const stop of this.#stops) stop()
    this.#stops = []
  }
}
