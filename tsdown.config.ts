import Vue from 'unplugin-vue/rolldown'
import { defineConfig } from 'tsdown'
import { sourceAlias } from './sourceAlias.ts'

/** Everything the host installs: never bundled into the library. */
const external = [
  /^vue$/,
  /^@vue\//,
  /^@nuxt\/ui(\/.*)?$/,
  /^@jsonforms\//,
  /^ajv(-formats|-errors)?(\/.*)?$/,
  /^@tiptap\//,
  /^@internationalized\//,
  /^#/,
  /^defu$/,
  /^colord(\/.*)?$/,
  /^dompurify$/,
  /^mitt$/,
  /^@modelcontextprotocol\//,
  // `nuxt-ui-jsonforms/testing`: the host's test runner.
  /^vitest$/,
  /^minisearch$/,
  /^zod(\/.*)?$/,
  /^vue-draggable-plus$/,
  /^jsonc-parser$/,
  /^es-toolkit(\/.*)?$/,
  // The JSON tab's code editor, loaded on demand.
  /^@codemirror\//,
  /^@lezer\//,
  // Build-time integrations (`nuxt-ui-jsonforms/nuxt`, `/vite`): the host's Nuxt kit and Vite.
  /^@nuxt\/(kit|schema)$/,
  /^node:/,
  /^vite$/,
]

export default defineConfig({
  // The integrations run in Node, from a Nuxt or Vite config: their own entries, imported by nothing
  // in `src/` or `plugins/`, so they never reach the browser bundle of `index.ts`.
  entry: ['index.ts', 'src/kit.ts', 'src/kitInternal.ts', 'src/icons/index.ts', 'src/testing/index.ts', 'src/mcp/cli.ts', 'src/integrations/nuxt.ts', 'src/integrations/vite.ts', 'src/integrations/lodashFpSet.ts', 'src/integrations/lodashFpUnset.ts', 'src/integrations/lodashIsEmpty.ts', 'src/integrations/lodashGet.ts'],
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
  // `nuxt-ui-jsonforms/styles.css`: the `@source` line for hosts that prefer to import CSS.
  copy: [{ from: 'src/integrations/styles.css', to: 'dist' }],
})
