/** Resolves once `condition` holds; rejects with `what` if it still does not after `timeoutMs`. */
export async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
