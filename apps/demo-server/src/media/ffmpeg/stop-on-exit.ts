import type { ChildProcess } from 'node:child_process'

const running = new Set<ChildProcess>()
let hooked = false

/** Kills the child when this process exits, so no transcoder outlives the server. */
export function stopOnExit(child: ChildProcess): void {
  if (!hooked) {
    hooked = true
    process.once('exit', () => {
      for (const child of running) child.kill('SIGKILL')
    })
  }
  running.add(child)
  child.once('close', () => running.delete(child))
}
