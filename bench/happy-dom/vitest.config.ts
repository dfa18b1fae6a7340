import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import base from '../../vitest.config.ts'

/**
 * The components project of the suite (happy-dom, real Nuxt UI widgets, the same setup file) running
 * the measurements of this folder instead of the tests: `node bench/renovate.mjs`.
 */
export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    projects: undefined,
    maxWorkers: 1,
    execArgv: ['--expose-gc'],
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['bench/happy-dom/*.measure.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
})
