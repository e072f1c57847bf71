/** Steps run one after another: each starts once the one before it has settled (done or failed). */
export interface StepQueue {
  /** Runs `step` after the steps given before it; the promise settles as the step does. */
  run<T>(step: () => T | Promise<T>): Promise<T>
}

export function createStepQueue(): StepQueue {
  let last: Promise<unknown> = Promise.resolve()
  return {
    run(step) {
      const result = last.then(step)
      last = result.catch(() => undefined)
      return result
    },
  }
}
