import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The integration suite: the two fixture apps of `test/fixtures/`, each installed from the packed
 * library in a temporary folder, built and loaded in Debian Chromium (`npm run test:integration`
 * builds the library first). Kept apart from the root config: it needs the npm registry and a browser.
 */
export default defineConfig({
  test: {
    name: 'integration',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/integration/packLibrary.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})
