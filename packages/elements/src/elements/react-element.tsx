import { useStore } from '@nanostores/react'
import r2wc from '@r2wc/react-to-web-component'
import { $shownLanguage, languageTag, textDirection } from '@shelfkit/stores'
import { type ComponentType, useEffect, useMemo } from 'react'
import { NavigationProvider } from '../navigation'
import {
  type AttributeKind,
  type AttributeValue,
  attributeName,
  attributeText,
  parseAttribute,
} from './attributes'
import { connectServer } from './connection'
import { defineElement } from './define'
import { elementNavigation } from './navigation'
import { takePageLanguage } from './page-language'
import { applyParts, type PartMap } from './parts'
import { adoptElementStyles, elementStylesheets } from './shadow-styles'

export type AttributeSpec = Readonly<Record<string, AttributeKind>>

/** Attributes every React-based element understands: the server, its API key and the full app's address. */
export const COMMON_ATTRIBUTES = { serverUrl: 'string', apiKey: 'string', appUrl: 'string' } as const

/** The element's properties: one per attribute (common ones included), typed by kind. */
export type ElementProperties<A extends AttributeSpec> = {
  [K in keyof (A & typeof COMMON_ATTRIBUTES)]: AttributeValue<(A & typeof COMMON_ATTRIBUTES)[K]>
}

/** What an element's component receives: its parsed attributes and the element itself (to dispatch events). */
export type ElementProps<A extends AttributeSpec> = ElementProperties<A> & { host: HTMLElement }

export interface ReactElementSpec<A extends AttributeSpec> {
  /** Property name → kind; the attribute is the kebab-case name (`itemId` → `item-id`). */
  attributes: A
  /** Public `::part` names → the selector of the inner nodes they name. */
  parts?: PartMap
  /** The stylesheets of the components it renders (`baseCss`, `uiCss`… from styles/), in STYLESHEETS order. */
  styles: readonly string[]
}

// r2wc keeps an element's props and its render function under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props')
const R2WC_RENDER = Symbol.for('r2wc.render')

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_RENDER](): void
  connectedCallback(): void
  disconnectedCallback(): void
}

type FrameProps = Record<string, unknown> & { container: ShadowRoot }

export type ReactElementConstructor<A extends AttributeSpec> = new () => HTMLElement & ElementProperties<A>

/**
 * A custom element class rendering `Component` with r2wc, minus r2wc's pitfalls: booleans by presence, removal
 * resets the property, properties reflect to attributes, property values set before the definition loaded are
 * kept, moving the element keeps its React state (unmount is deferred to a microtask). The content renders in an
 * open shadow root with its stylesheets adopted, inside `.sk-root` (shielded from page CSS, with the interface
 * language's `lang` and `dir`), with links handled by `elementNavigation` and the server/API key attributes
 * connecting the shared session.
 */
export function reactElementClass<A extends AttributeSpec>(
  Component: ComponentType<ElementProps<A>>,
  spec: ReactElementSpec<A>,
): ReactElementConstructor<A> {
  const kinds: Record<string, AttributeKind> = { ...COMMON_ATTRIBUTES, ...spec.attributes }
  const propertyOf = new Map(Object.keys(kinds).map((property) => [attributeName(property), property]))
  const parts = spec.parts ?? {}
  const stylesheets = elementStylesheets(spec.styles)

  function Frame({ container, serverUrl, apiKey, appUrl, ...attributes }: FrameProps) {
    const host = container.host as HTMLElement
    const language = useStore($shownLanguage)
    const url = (serverUrl as string | null) ?? null
    const key = (apiKey as string | null) ?? null
    useEffect(() => {
      void connectServer({ url, apiKey: key })
    }, [url, key])
    useEffect(() => applyParts(container, parts), [container])
    const navigation = useMemo(
      () => elementNavigation(host, (appUrl as string | null) ?? null),
      [host, appUrl],
    )
    const props = { ...attributes, serverUrl: url, apiKey: key, appUrl, host } as unknown as ElementProps<A>
    return (
      <NavigationProvider value={navigation}>
        <div
          className="sk-root sk-element"
          part="root"
          lang={languageTag(language)}
          dir={textDirection(language)}
        >
          <Component {...props} />
        </div>
      </NavigationProvider>
    )
  }

  // r2wc observes the attributes and owns the React root; parsing and reflection are ours (below).
  const Base = r2wc(Frame as ComponentType<FrameProps>, {
    shadow: 'open',
    props: Object.fromEntries(Object.keys(kinds).map((property) => [property, 'string' as const])),
  }) as unknown as typeof HTMLElement

  class ReactElement extends Base {
    constructor() {
      super()
      adoptElementStyles(this.shadowRoot!, stylesheets)
      const props = (this as unknown as R2wcInternals)[R2WC_PROPS]
      for (const property of propertyOf.values()) {
        // A value the page assigned before this class was defined sits on the instance, hiding our accessor:
        // move it to the attribute (no attributeChangedCallback runs while an upgrade constructs the element).
        if (!Object.hasOwn(this, property)) continue
        const early = (this as unknown as Record<string, unknown>)[property]
        delete (this as unknown as Record<string, unknown>)[property]
        ;(this as unknown as Record<string, unknown>)[property] = early
      }
      for (const [attribute, property] of propertyOf) {
        props[property] = parseAttribute(kinds[property]!, this.getAttribute(attribute))
      }
    }

    connectedCallback() {
      takePageLanguage(this)
      ;(Base.prototype as unknown as R2wcInternals).connectedCallback.call(this)
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const property = propertyOf.get(name)
      if (!property) return
      const internals = this as unknown as R2wcInternals
      internals[R2WC_PROPS][property] = parseAttribute(kinds[property]!, value)
      if (this.isConnected) internals[R2WC_RENDER]()
    }

    disconnectedCallback() {
      // A move (remove + insert in one task) keeps the React tree; a real removal unmounts after the task.
      queueMicrotask(() => {
        if (!this.isConnected) (Base.prototype as unknown as R2wcInternals).disconnectedCallback.call(this)
      })
    }
  }

  for (const [attribute, property] of propertyOf) {
    const kind = kinds[property]!
    Object.defineProperty(ReactElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[R2WC_PROPS][property]
      },
      set(this: HTMLElement, value: unknown) {
        const text = attributeText(kind, value)
        if (text === null) this.removeAttribute(attribute)
        else this.setAttribute(attribute, text)
      },
    })
  }

  return ReactElement as unknown as ReactElementConstructor<A>
}

/** Both steps for elements that need no class of their own. */
export function defineReactElement<A extends AttributeSpec>(
  tagName: string,
  Component: ComponentType<ElementProps<A>>,
  spec: ReactElementSpec<A>,
): CustomElementConstructor {
  return defineElement(tagName, reactElementClass(Component, spec))
}
