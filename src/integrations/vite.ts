import ui, { type NuxtUIOptions } from '@nuxt/ui/vite'
import type { Plugin } from 'vite'
import { jsonformsAjv } from './jsonformsAjv'
import { jsonformsLodash } from './jsonformsLodash'
import { codeEditorPackages, dependsOn, editorPackages, installedFrom, packageName, prebundledPackages, sourceDirective } from './shared'
import { type ValidatorsOptions, precompiledValidators } from './validators'

export type { ValidatorsOptions }

/** Options of the `nuxt-ui-jsonforms/vite` plugin. Every rule is on by default. */
export interface NuxtUiJsonformsViteOptions {
  /**
   * Options for Nuxt UI's Vite plugin (`@nuxt/ui/vite`), which this plugin registers with color
   * mode on (integration rule 5): `{ colorMode: true, router, ...ui }`, where `router` is `true`
   * when the app's `package.json` depends on `vue-router` (and it is installed), `false` otherwise,
   * so an app without a router builds. Pass `false` when the host registers `ui()` itself; then
   * only the library's own rules below are applied.
   * @default {}
   */
  ui?: NuxtUIOptions | false
  /**
   * Integration rule 1: append `@source "<…>/nuxt-ui-jsonforms/dist";` to every stylesheet that
   * imports `@nuxt/ui` (`@import "@nuxt/ui";`), before Tailwind compiles it, so the classes the
   * renderers use are generated. Turn off if the stylesheet imports `nuxt-ui-jsonforms/styles.css`
   * or carries its own `@source` line.
   * @default true
   */
  source?: boolean
  /**
   * Integration rule 3: exclude the library from dependency pre-bundling (it imports Nuxt UI's
   * single-file components) and include `ajv`, `ajv-formats`, `@jsonforms/core`, `@jsonforms/vue`.
   * @default true
   */
  optimizeDeps?: boolean
  /**
   * Integration rule 6: `resolve.dedupe` for the rich-text editor packages (`@tiptap/core`,
   * `@tiptap/pm`, `@tiptap/vue-3` and the ProseMirror model, state, view and transform packages),
   * so the bundle holds one copy of each. Installing one copy (`overrides`, then
   * `npm ls @tiptap/core`) is still the way to keep the install itself clean.
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

/** A stylesheet that imports Nuxt UI's CSS: `@import "@nuxt/ui";` (any quotes, optionally `url(…)`). */
const importsNuxtUi = /@import\s+(?:url\(\s*)?["']@nuxt\/ui["']/
/** CSS modules, including the `<style>` blocks of single-file components. */
const cssId = /\.css(?:$|\?)|[?&]lang\.css/

/**
 * Appends the `@source` line for the library's `dist` to the stylesheets that import `@nuxt/ui`.
 * It runs before Tailwind's own transform (both are `pre`; this one comes first in the list).
 */
function tailwindSource(): Plugin {
  const directive = sourceDirective()
  return {
    name: `${packageName}:tailwind-source`,
    enforce: 'pre',
    transform: {
      filter: { id: cssId },
      handler(code, id) {
        if (!cssId.test(id) || !importsNuxtUi.test(code) || code.includes(directive))
          return
        return { code: `${code}\n${directive}\n`, map: null }
      },
    },
  }
}

/** `optimizeDeps` (rule 3) and `resolve.dedupe` (rule 6); Vite appends these lists to the host's. */
function dependencyRules(options: { optimizeDeps: boolean, dedupe: boolean }): Plugin {
  return {
    name: `${packageName}:dependencies`,
    config(config) {
      const root = config.root ?? process.cwd()
      return {
        ...options.optimizeDeps && {
          optimizeDeps: {
            exclude: [packageName],
            include: [...prebundledPackages, ...installedFrom(root, codeEditorPackages)],
          },
        },
        ...options.dedupe && { resolve: { dedupe: installedFrom(root, [...editorPackages, ...codeEditorPackages]) } },
      }
    },
  }
}

/**
 * Whether the app in `root` routes with vue-router: it depends on it and it is installed. Nuxt UI's
 * links import `useRoute` and `RouterLink` unless its `router` option is `false`, which fails the
 * build of an app without vue-router; a copy installed only for another package is not the app's
 * router either.
 */
export function usesVueRouter(root: string): boolean {
  return dependsOn(root, 'vue-router') && installedFrom(root, ['vue-router']).length > 0
}

/**
 * The Vite plugins a plain Vite + Vue host needs for nuxt-ui-jsonforms: Nuxt UI's plugin with
 * color mode on, the library's `dist` as a Tailwind source, dependency pre-bundling rules, one
 * copy of each editor package, JSON Forms' lodash imports on es-toolkit and its AJV imports free of side
 * effects (AJV loads with the first form), and schemas imported with `?validator` compiled at build time. In `vite.config.ts`, with `jsonforms` the default export of
 * `nuxt-ui-jsonforms/vite`: `plugins: [vue(), jsonforms()]` (keep `vue()` before it).
 *
 * Icons need nothing: every icon the renderers draw is one of Nuxt UI's app-config icons
 * (`ui.icons.*`), which Nuxt UI's plugin bundles when `@iconify-json/lucide` is installed.
 */
export function nuxtUiJsonforms(options: NuxtUiJsonformsViteOptions = {}): Plugin[] {
  const { ui: uiOptions = {}, source = true, optimizeDeps = true, dedupe = true, lodash = true, validators = {} } = options
  return [
    ...source ? [tailwindSource()] : [],
    ...lodash ? [jsonformsLodash()] : [],
    jsonformsAjv(),
    dependencyRules({ optimizeDeps, dedupe }),
    ...validators === false ? [] : precompiledValidators(validators),
    ...uiOptions === false ? [] : [ui({ colorMode: true, router: usesVueRouter(process.cwd()), ...uiOptions })].flat() as Plugin[],
  ]
}

export default nuxtUiJsonforms
