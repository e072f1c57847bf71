// For scripts/start.mjs (plain Node), which loads this file to get startDemoPages.
import { register } from 'tsx/esm/api'

register()
export const { startDemoPages } = await import('./src/start.ts')
