import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The browser suite: runs against the built playground (`npm run test:e2e` builds it first) in
 * Debian Chromium. Kept apart from the root config, whose `npm test` must not start a browser.
 */
export default defineConfig({
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
