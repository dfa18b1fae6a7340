import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import ui from '@nuxt/ui/vite'
import { testIcons } from './test/icons.ts'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Tests import the library by its package name, as users do; it resolves to the sources. */
const alias = [
  { find: /^nuxt-ui-jsonforms$/, replacement: src('./src/index.ts') },
  { find: /^nuxt-ui-jsonforms\/(.*)$/, replacement: src('./src/$1') },
]

export default defineConfig({
  plugins: [
    vue(),
    ui({
      router: false,
      autoImport: false,
      components: false,
      colorMode: false,
      dts: false,
      icon: { clientBundle: { icons: testIcons } },
    }),
  ],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
          include: ['test/**/*.test.ts', 'plugins/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['test/node/**', 'src/mcp/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/node/**/*.test.ts', 'src/mcp/**/*.test.ts'],
          globalSetup: ['./test/node/buildOnce.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
