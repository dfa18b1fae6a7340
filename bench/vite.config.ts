import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ui from '@nuxt/ui/vite'
import vue from '@vitejs/plugin-vue'
import { visualizer } from 'rollup-plugin-visualizer'
import { type Plugin, defineConfig } from 'vite'
import { serverFormats } from '../presets/server.ts'
import { sourceAlias } from '../sourceAlias.ts'
import { precompiledValidators } from '../src/integrations/validators.ts'
import { jsonformsAjv } from '../src/integrations/jsonformsAjv.ts'
import { jsonformsLodash } from '../src/integrations/jsonformsLodash.ts'
import { libraryIcons } from '../src/icons/index.ts'
import { type MixName, generate, mixes } from './app/schema.ts'

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

/** The form sizes the `built` page ships a schema for: the weighed form's and the first visits'. */
export const builtSizes = [50, 200, 500, 2000]

/**
 * The generated forms' schemas as JSON files (`app/generated/<mix>-<n>.schema.json`, not in git),
 * written before the build reads them: the `built` page imports them with `?validator`, as an app
 * imports a schema it ships, so that their validators are compiled at build time.
 */
function builtSchemas(): Plugin {
  return {
    name: 'bench:built-schemas',
    buildStart() {
      const folder = here('./app/generated')
      mkdirSync(folder, { recursive: true })
      for (const mix of Object.keys(mixes) as MixName[]) {
        for (const n of builtSizes)
          writeFileSync(`${folder}/${mix}-${n}.schema.json`, JSON.stringify(generate(n, mixes[mix]).schema))
      }
    },
  }
}

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
    // The `built` page's validators, compiled as the library's Vite plugin compiles an app's (`validators`).
    ...mode === 'vanilla' || mode === 'builder' ? [] : [builtSchemas(), ...precompiledValidators({ formats: serverFormats })],
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
            built: here('./app/built.html'),
          },
    },
  },
}))
