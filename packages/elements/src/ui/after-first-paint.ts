import { useEffect, useState } from 'react'

/**
 * False until the browser has painted the component's first render, then true: parts that can wait for the next
 * frame (hidden dialogs, rows below the fold) stay out of the task that shows the page first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A timeout set in an animation frame runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
