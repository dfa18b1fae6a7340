import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The server-rendering bench (`node bench/ssr.mjs`): the Nuxt fixture installed from the packed
 * library, as the integration suite installs it (`test/integration/packLibrary.ts`), with one page
 * of the bench form per contender, built with `nuxt build` and served by its Nitro server.
 */
export default defineConfig({
  test: {
    name: 'bench-ssr',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['bench/ssr/*.measure.ts'],
    environment: 'node',
    globalSetup: ['./test/integration/packLibrary.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 900_000,
  },
})
