import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The browser suite: runs against the built playground (`npm run test:e2e` builds it first) in
 * Debian Chromium. Kept apart from the root config, whose `npm test` must not start a browser.
 */
export default defineConfig({
  // The suite reads the gallery's example definitions, whose only runtime import from the library
  // is the kit's gallery helpers: resolve the kit to that module, so no component is loaded in Node.
  resolve: { alias: [{ find: /^nuxt-ui-jsonforms\/kit$/, replacement: fileURLToPath(new URL('../src/gallery.ts', import.meta.url)) }] },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
