import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import ui from '@nuxt/ui/vite'
import { sourceAlias } from './sourceAlias.ts'
import { testIcons } from './test/icons.ts'
import { jsonformsLodash } from './src/integrations/jsonformsLodash.ts'

/**
 * `@jsonforms/core` and `@jsonforms/vue` resolved to their ES module builds (`module`), as an app's
 * bundler does: Node's resolution picks their CommonJS `main`, whose `require` calls no resolver sees.
 */
const jsonformsModules = ['@jsonforms/core', '@jsonforms/vue'].map((name) => {
  const folder = dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
  const { module } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { module: string }
  return { find: new RegExp(`^${name}$`), replacement: join(folder, module) }
})

export default defineConfig({
  plugins: [
    // JSON Forms on es-toolkit, as the library's Vite plugin and Nuxt module build it for an app
    // (integration rule 7): the whole suite runs the code apps ship.
    jsonformsLodash(),
    vue(),
    ui({
      router: false,
      autoImport: false,
      components: false,
      colorMode: false,
      dts: false,
      // The builder's palette icons are found by the scan of the families' builder.ts (and the family template's).
      icon: { clientBundle: { icons: testIcons, scan: { globInclude: ['plugins/*/builder.ts', 'scripts/family-template/builder.ts'] } } },
    }),
  ],
  resolve: { alias: [...sourceAlias, ...jsonformsModules] },
  test: {
    // Both cores, where Vitest's default for a run leaves one idle on a two-core machine: a worker
    // spends much of its time waiting on the main process, which serves it the modules.
    maxWorkers: 2,
    // JSON Forms' packages compiled by Vite rather than loaded by Node, so that the resolver above
    // reaches their imports and every one of them imports the same (ES module) build of the core.
    server: { deps: { inline: [/[\\/]node_modules[\\/]@jsonforms[\\/]/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          // Tests wait for conditions, not for time: on a busy machine (both cores taken) a mount of
          // the real widgets can take seconds, which is slow, not wrong.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['./test/setup.ts'],
          include: ['test/**/*.test.ts', 'plugins/**/*.test.ts'],
          // test/integration: its own config (`npm run test:integration`: npm registry and a browser).
          exclude: ['test/node/**', 'test/mcp/**', 'test/integration/**', 'test/fixtures/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/node/**/*.test.ts', 'test/mcp/**/*.test.ts'],
          globalSetup: ['./test/node/buildOnce.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
