// For scripts/start.mjs (plain Node): `const { startDemoPages } = await import('../apps/demo-pages/start.mjs')`.
import { register } from 'tsx/esm/api'

register()
export const { startDemoPages } = await import('./src/start.ts')
