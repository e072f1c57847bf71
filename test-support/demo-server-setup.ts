import type { TestProject } from 'vitest/node'
import { startDemoServer } from './demo-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the demo server shared by the whole test run (read with `inject('demoServerUrl')`). */
    demoServerUrl: string
  }
}

/** Vitest globalSetup: one demo server for the project, stopped when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDemoServer()
  project.provide('demoServerUrl', server.url)
  return () => server.stop()
}
