import { fileURLToPath } from 'node:url'
import ui from '@nuxt/ui/vite'
import vue from '@vitejs/plugin-vue'
import { visualizer } from 'rollup-plugin-visualizer'
import { defineConfig } from 'vite'
import { sourceAlias } from '../sourceAlias.ts'
import { jsonformsAjv } from '../src/integrations/jsonformsAjv.ts'
import { jsonformsLodash } from '../src/integrations/jsonformsLodash.ts'
import { libraryIcons } from '../src/icons/index.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The bench pages: one entry per contender, so each can be measured (and weighed) on its own.
 * `@jsonforms/vue-vanilla`'s page is an app of its own (`--mode vanilla`, into the same folder):
 * built with the library's pages, its `<JsonForms>` would add JSON Forms' reducer, and with it AJV,
 * to the modules they share, as it would in no real app that uses one set or the other.
 */
/**
 * The builder's page (`--mode builder`) bundles every icon it draws, as the playground does: the
 * library's listed, the palette's found by the scan of each family's builder.ts. None is fetched.
 */
const builderIcons = { root: here('..'), icon: { clientBundle: { icons: [...libraryIcons], scan: { globInclude: ['plugins/*/builder.ts'] } } } }

export default defineConfig(({ mode }) => ({
  root: here('./app'),
  base: './',
  logLevel: 'warn',
  plugins: [
    vue(),
    ui({ router: false, autoImport: false, components: false, colorMode: false, dts: false, ...mode === 'builder' && builderIcons }),
    // What the library's Vite plugin and Nuxt module do for an app (integration rule 7): JSON Forms'
    // lodash imports on es-toolkit, and its AJV imports free of side effects. It applies to the
    // vue-vanilla page's JSON Forms as well.
    jsonformsLodash(),
    jsonformsAjv(),
    // Every module's gzip size per chunk, for the bundle report of `npm run bench`.
    ...mode === 'vanilla' ? [] : [visualizer({ template: 'raw-data', filename: here('./dist/.vite/modules.json'), gzipSize: true })],
  ],
  resolve: { alias: sourceAlias },
  build: {
    outDir: here('./dist'),
    emptyOutDir: mode !== 'vanilla',
    manifest: mode === 'vanilla' ? '.vite/vanilla-manifest.json' : true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: mode === 'vanilla'
        ? { vanilla: here('./app/vanilla.html') } as Record<string, string>
        : {
            ours: here('./app/ours.html'),
            vmodel: here('./app/vmodel.html'),
            floor: here('./app/floor.html'),
            arrays: here('./app/arrays.html'),
          },
    },
  },
}))
