import { type ComponentType, useEffect, useMemo } from 'react'
import { createRoot, type Root } from 'react-dom/client'
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

type FrameProps = Record<string, unknown> & { container: ShadowRoot }

export type ReactElementConstructor<A extends AttributeSpec> = new () => HTMLElement & ElementProperties<A>

/**
 * A custom element class rendering `Component` in its own React root, the HTML way: booleans by presence, removal
 * resets the property, properties reflect to attributes, property values set before the definition loaded are
 * kept, moving the element keeps its React state (unmount is deferred to a microtask). The content renders in an
 * open shadow root with its stylesheets adopted, inside `.sk-root` (shielded from page CSS), with links
 * handled by `elementNavigation` and the server/API key attributes connecting the shared session.
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
        <div className="sk-root sk-element" part="root">
          <Component {...props} />
        </div>
      </NavigationProvider>
    )
  }

  const PROPS = Symbol('props')
  type Internals = HTMLElement & { [PROPS]: Record<string, unknown> }

  class ReactElement extends HTMLElement {
    static observedAttributes = [...propertyOf.keys()]
    readonly [PROPS]: Record<string, unknown> = {}
    #root: Root | null = null

    constructor() {
      super()
      adoptElementStyles(this.attachShadow({ mode: 'open' }), stylesheets)
      for (const property of propertyOf.values()) {
        // A value the page assigned before this class was defined sits on the instance, hiding our accessor:
        // move it to the attribute (read into the props just below).
        if (!Object.hasOwn(this, property)) continue
        const early = (this as unknown as Record<string, unknown>)[property]
        delete (this as unknown as Record<string, unknown>)[property]
        ;(this as unknown as Record<string, unknown>)[property] = early
      }
      for (const [attribute, property] of propertyOf) {
        this[PROPS][property] = parseAttribute(kinds[property]!, this.getAttribute(attribute))
      }
    }

    connectedCallback() {
      this.#root ??= createRoot(this.shadowRoot!)
      this.#render()
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const property = propertyOf.get(name)
      if (!property) return
      this[PROPS][property] = parseAttribute(kinds[property]!, value)
      if (this.#root) this.#render()
    }

    disconnectedCallback() {
      // A move (remove + insert in one task) keeps the React tree; a real removal unmounts after the task.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = null
      })
    }

    #render() {
      this.#root?.render(<Frame {...this[PROPS]} container={this.shadowRoot!} />)
    }
  }

  for (const [attribute, property] of propertyOf) {
    const kind = kinds[property]!
    Object.defineProperty(ReactElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: Internals) {
        return this[PROPS][property]
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
