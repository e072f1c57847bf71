import {
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  useEffect,
  useReducer,
  useState,
} from 'react'

/**
 * A component whose code downloads on demand. Unlike a bare `React.lazy`, it renders at once when its code is
 * already there (started early with `load()`): no suspension, so React does not hold the page back behind its
 * 300 ms throttle for revealing suspended content.
 */
export interface CodeSplit<P extends object = object> {
  (props: P): ReactNode
  /** Starts the download (or joins the one under way). */
  load(): Promise<void>
  isLoaded(): boolean
  /** A separate component type (React remounts when one replaces the other) sharing this one's code. */
  another(): CodeSplit<P>
}

export function codeSplit<P extends object = object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): CodeSplit<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // A later visit may succeed (a deploy replaced the chunk, the network came back).
        loading = null
        throw error
      },
    )
    return loading
  }
  const component = (): CodeSplit<P> => {
    const Lazy = lazy(load)
    // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module, like React.lazy
    function Component(props: P) {
      // Fixed at mount: switching from the lazy wrapper to the loaded component later would remount the subtree.
      const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy)
      return createElement(Type, props)
    }
    Component.load = () => load().then(() => undefined)
    Component.isLoaded = () => loaded !== null
    Component.another = component
    return Component
  }
  return component()
}

/**
 * True once the part's code is loaded (starting its download), or when the download failed: rendering it then
 * throws to the nearest error boundary instead of waiting for ever.
 */
export function useCodeReady(part: CodeSplit<never> | undefined): boolean {
  const [failedPart, setFailedPart] = useState<CodeSplit<never> | null>(null)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const ready = !part || part.isLoaded() || failedPart === part
  useEffect(() => {
    if (ready || !part) return
    let current = true
    part.load().then(
      () => current && rerender(),
      // A function given to a state setter is an updater: wrap the component.
      () => current && setFailedPart(() => part),
    )
    return () => {
      current = false
    }
  }, [ready, part])
  return ready
}
