import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import ui from '@nuxt/ui/vite'
import { defineConfig } from 'vitest/config'
import { sourceAlias } from '../sourceAlias.ts'

/**
 * The browser suite: runs against the built playground (`npm run test:e2e` builds it first) in
 * Debian Chromium. Kept apart from the root config, whose `npm test` must not start a browser.
 */
export default defineConfig({
  // The suite reads the gallery's example definitions, which order the families as the presets
  // do (`allPlugins`): the library loads as in the component tests, its Vue files compiled.
  plugins: [vue(), ui({ router: false, autoImport: false, components: false, colorMode: false, dts: false })],
  resolve: { alias: sourceAlias },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own Chromium and server: a test spends much of its time
    // waiting on the browser, which the other file's test then uses.
    maxWorkers: 2,
  },
})
