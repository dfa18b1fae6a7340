import Vue from 'unplugin-vue/rolldown'
import { defineConfig } from 'tsdown'
import { sourceAlias } from './sourceAlias.ts'

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
  /^colord(\/.*)?$/,
  /^mitt$/,
  /^@modelcontextprotocol\//,
  /^minisearch$/,
  /^zod(\/.*)?$/,
]

export default defineConfig({
  entry: ['index.ts', 'src/kit.ts', 'src/icons/index.ts', 'src/mcp/cli.ts'],
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  root: '.',
  outDir: 'dist',
  clean: true,
  dts: { vue: true },
  external,
  // Families import the core as `nuxt-ui-jsonforms/kit`; the build turns that into relative paths.
  alias: Object.fromEntries(sourceAlias.map(({ find, replacement }) => [find.source.slice(1, -1), replacement])),
  plugins: [Vue({ isProduction: true })],
})
