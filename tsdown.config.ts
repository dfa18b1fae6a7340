import Vue from 'unplugin-vue/rolldown'
import { defineConfig } from 'tsdown'

/** Everything the host installs: never bundled into the library. */
const external = [
  /^vue$/,
  /^@vue\//,
  /^@nuxt\/ui(\/.*)?$/,
  /^@jsonforms\//,
  /^ajv(-formats)?(\/.*)?$/,
  /^@tiptap\//,
  /^@internationalized\//,
  /^#/,
  /^defu$/,
  /^mitt$/,
  /^@modelcontextprotocol\//,
  /^minisearch$/,
  /^zod(\/.*)?$/,
]

export default defineConfig({
  entry: ['index.ts', 'src/icons.ts', 'src/mcp/cli.ts'],
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  root: '.',
  outDir: 'dist',
  clean: true,
  dts: { vue: true },
  external,
  plugins: [Vue({ isProduction: true })],
})
