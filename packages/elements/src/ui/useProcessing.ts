import { useCallback, useState } from 'react'

/**
 * Whether an action of a dialog is under way, and `run`, which marks it so for as long as the action's promise
 * is pending (failed or not) and passes its result on.
 */
export function useProcessing(): [boolean, <T>(action: () => Promise<T>) => Promise<T>] {
  const [processing, setProcessing] = useState(false)
  const run = useCallback(async <T>(action: () => Promise<T>) => {
    setProcessing(true)
    try {
      return await action()
    } finally {
      setProcessing(false)
    }
  }, [])
  return [processing, run]
}
