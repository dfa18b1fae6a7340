import Vue from 'unplugin-vue/rolldown'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'tsdown'
import { sourceAlias } from './sourceAlias.ts'

/** Everything the host installs: never bundled into the library. */
const external = [
  /^vue$/,
  /^@vue\//,
  /^@nuxt\/ui(\/.*)?$/,
  /^@jsonforms\//,
  /^ajv(-formats|-errors|-draft-04)?(\/.*)?$/,
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

/** Resolves the kit (and its internal entry) to the part the families' testers read (before the tsconfig's paths). */
function testerKit() {
  const path = fileURLToPath(new URL('src/mcp/forms/testerKit.ts', import.meta.url))
  const kit = new Set(['nuxt-ui-jsonforms/kit', 'nuxt-ui-jsonforms/kit/internal'])
  return { name: 'tester-kit', resolveId: (id: string) => (kit.has(id) ? path : undefined) }
}

/** `nuxt-ui-jsonforms/kit` as the families import it, for the library's entries. */
const kitAlias = Object.fromEntries(sourceAlias.map(({ find, replacement }) => [find.source.slice(1, -1), replacement]))

export default defineConfig([{
  // The integrations run in Node, from a Nuxt or Vite config: their own entries, imported by nothing
  // in `src/` or `plugins/`, so they never reach the browser bundle of `index.ts`. So does
  // `nuxt-ui-jsonforms/server` (`presets/server.ts`), which imports no Vue.
  entry: ['index.ts', 'presets/server.ts', 'src/kit.ts', 'src/kitInternal.ts', 'src/icons/index.ts', 'src/testing/index.ts', 'src/integrations/nuxt.ts', 'src/integrations/vite.ts', 'src/integrations/lodashFpSet.ts', 'src/integrations/lodashFpUnset.ts', 'src/integrations/lodashIsEmpty.ts', 'src/integrations/lodashGet.ts', 'src/store/precompiled.ts', 'src/store/standaloneRuntime.ts', 'src/store/standaloneFormats.ts'],
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  root: '.',
  outDir: 'dist',
  clean: true,
  dts: { vue: true },
  external,
  // Families import the core as `nuxt-ui-jsonforms/kit`; the build turns that into relative paths.
  alias: kitAlias,
  plugins: [Vue({ isProduction: true })],
  // `nuxt-ui-jsonforms/styles.css`: the `@source` line for hosts that prefer to import CSS.
  copy: [{ from: 'src/integrations/styles.css', to: 'dist' }],
}, {
  // The MCP server's bin: one bundle for Node. It ranks elements with the families' own testers,
  // which import the kit: here the kit is `testerKit`, its part that loads no component (Node
  // cannot load Nuxt UI's `.vue` files).
  entry: { 'src/mcp/cli': 'presets/mcpBin.ts' },
  fixedExtension: false,
  format: 'esm',
  platform: 'node',
  root: '.',
  outDir: 'dist',
  clean: false,
  dts: false,
  external,
  plugins: [testerKit()],
}])
