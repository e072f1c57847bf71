import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

/** The app's icons (favicon, apple-touch, 64/192/512 and maskable PNGs), drawn from the SVG mark at build time. */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#1ad691' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#1ad691' } },
  },
  images: ['public/favicon.svg'],
})
