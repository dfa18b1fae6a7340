import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import ui from '@nuxt/ui/vite'
import { sourceAlias } from './sourceAlias.ts'
import { testIcons } from './test/icons.ts'


export default defineConfig({
  plugins: [
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
  resolve: { alias: sourceAlias },
  test: {
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
