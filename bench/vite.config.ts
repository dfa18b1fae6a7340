import { fileURLToPath } from 'node:url'
import ui from '@nuxt/ui/vite'
import vue from '@vitejs/plugin-vue'
import { visualizer } from 'rollup-plugin-visualizer'
import { defineConfig } from 'vite'
import { sourceAlias } from '../sourceAlias.ts'
import { jsonformsLodash } from '../src/integrations/jsonformsLodash.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The bench pages: one entry per contender, so each can be measured (and weighed) on its own. */
export default defineConfig({
  root: here('./app'),
  base: './',
  logLevel: 'warn',
  plugins: [
    vue(),
    ui({ router: false, autoImport: false, components: false, colorMode: false, dts: false }),
    // What the library's Vite plugin and Nuxt module do for an app (integration rule 7): JSON Forms'
    // lodash imports on es-toolkit. It applies to the vue-vanilla page's JSON Forms as well.
    jsonformsLodash(),
    // Every module's gzip size per chunk, for the bundle report of `npm run bench`.
    visualizer({ template: 'raw-data', filename: here('./dist/.vite/modules.json'), gzipSize: true }),
  ],
  resolve: { alias: sourceAlias },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        ours: here('./app/ours.html'),
        vmodel: here('./app/vmodel.html'),
        vanilla: here('./app/vanilla.html'),
        floor: here('./app/floor.html'),
        arrays: here('./app/arrays.html'),
      },
    },
  },
})
