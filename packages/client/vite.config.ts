import { defineConfig } from 'vite'
import { libraryBuild } from '../../scripts/library-build.ts'

export default defineConfig(libraryBuild(import.meta.dirname))
