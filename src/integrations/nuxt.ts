import { addVitePlugin, defineNuxtModule, hasNuxtModule, useLogger } from '@nuxt/kit'
import { jsonformsAjv } from './jsonformsAjv'
import { jsonformsLodash } from './jsonformsLodash'
import { codeEditorPackages, editorPackages, installedFrom, packageName, prebundledPackages, sourceDirective, withAll } from './shared'
import { type ValidatorsOptions, precompiledValidators } from './validators'

/**
 * Options of the `nuxt-ui-jsonforms/nuxt` module, under the `nuxtUiJsonforms` key of
 * `nuxt.config.ts`. Every rule is on by default.
 */
export interface ModuleOptions {
  /**
   * Integration rule 1: add the library's `dist` as a Tailwind source. The line goes into the
   * stylesheet Nuxt UI generates (`#build/ui.css`, pulled in by `@import "@nuxt/ui";`), next to
   * the sources Nuxt UI adds for your app's layers. Turn off if your stylesheet imports
   * `nuxt-ui-jsonforms/styles.css` or carries its own `@source` line.
   * @default true
   */
  source?: boolean
  /**
   * Integration rule 3: exclude the library from Vite's dependency pre-bundling (it imports Nuxt
   * UI's single-file components) and include `ajv`, `ajv-formats`, `@jsonforms/core` and
   * `@jsonforms/vue` (CommonJS, or importing CommonJS).
   * @default true
   */
  optimizeDeps?: boolean
  /**
   * Integration rule 6: `vite.resolve.dedupe` for the rich-text editor packages (`@tiptap/core`,
   * `@tiptap/pm`, `@tiptap/vue-3` and the ProseMirror model, state, view and transform packages),
   * so the app holds one copy of each. Installing one copy (`overrides`, then `npm ls @tiptap/core`)
   * is still the way to keep the install itself clean.
   * @default true
   */
  dedupe?: boolean
  /**
   * Integration rule 7: resolve the lodash functions `@jsonforms/core` and `@jsonforms/vue` import
   * to es-toolkit's lodash-compatible ones (`es-toolkit/compat`), and `lodash/fp/set` / `unset` to a
   * small curried immutable wrapper over them, in the build and in dependency pre-bundling alike:
   * about 12 kB gzip less JavaScript up front. Only imports from inside those two packages change;
   * the app's own lodash imports are not affected.
   * @default true
   */
  lodash?: boolean
  /**
   * Validators compiled at build time: a JSON schema imported as
   * `import schema from './contact.schema.json?validator'` is compiled with AJV's standalone code
   * generation, as the form's own validator compiles it, and a form given it validates from its
   * first render without loading AJV. `false` turns the `?validator` import off.
   * @default {}
   */
  validators?: ValidatorsOptions | false
}

/**
 * Nuxt module for nuxt-ui-jsonforms: `modules: ['@nuxt/ui', 'nuxt-ui-jsonforms/nuxt']`.
 *
 * Color mode (rule 5) is Nuxt UI's module's own default. Icons need nothing: every icon the
 * renderers draw is one of Nuxt UI's app-config icons (`ui.icons.*`), which Nuxt UI's module adds
 * to the client bundle (install `@iconify-json/lucide` so they are bundled, not fetched).
 */
export default defineNuxtModule<ModuleOptions>({
  meta: {
    name: packageName,
    configKey: 'nuxtUiJsonforms',
    compatibility: { nuxt: '>=4.1.0' },
  },
  defaults: { source: true, optimizeDeps: true, dedupe: true, lodash: true, validators: {} },
  setup(options, nuxt) {
    const logger = useLogger(packageName)

    // The library's modules import `#imports` and Nuxt UI's `.vue` components: compile them with
    // the app for the server build too.
    nuxt.options.build.transpile.push(packageName)

    const vite = nuxt.options.vite
    if (options.optimizeDeps) {
      vite.optimizeDeps ??= {}
      vite.optimizeDeps.exclude = withAll(vite.optimizeDeps.exclude, [packageName])
      vite.optimizeDeps.include = withAll(vite.optimizeDeps.include, [...prebundledPackages, ...installedFrom(nuxt.options.rootDir, codeEditorPackages)])
    }
    if (options.dedupe) {
      vite.resolve ??= {}
      vite.resolve.dedupe = withAll(vite.resolve.dedupe, installedFrom(nuxt.options.rootDir, [...editorPackages, ...codeEditorPackages]))
    }

    if (options.lodash)
      addVitePlugin(jsonformsLodash())
    // AJV loads with the first form, not with every page that imports JSON Forms' core.
    addVitePlugin(jsonformsAjv())
    // Schemas imported with `?validator`: their validators compiled at build time, for the client and the server build.
    if (options.validators !== false)
      addVitePlugin(precompiledValidators(options.validators))

    // Nuxt UI offers no hook for extra sources: it writes the `@source` lines of the app's layers
    // into its `ui.css` template. Once every module has run (so whatever the order in `modules`),
    // the library's line is appended to that template's contents.
    nuxt.hook('modules:done', () => {
      if (!hasNuxtModule('@nuxt/ui', nuxt))
        logger.warn(`${packageName} renders Nuxt UI components: add '@nuxt/ui' to \`modules\`.`)
      if (!options.source)
        return
      const template = nuxt.options.build.templates.find(entry => entry.filename === 'ui.css')
      const original = template?.getContents
      if (!template || !original) {
        logger.warn(`${packageName}: Nuxt UI's \`ui.css\` template was not found; add \`@import "${packageName}/styles.css";\` after \`@import "@nuxt/ui";\` in your stylesheet.`)
        return
      }
      const directive = sourceDirective()
      template.getContents = async data => `${await original(data)}\n${directive}\n`
    })
  },
})
