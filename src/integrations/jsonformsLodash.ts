import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** A module of JSON Forms' own code: only its lodash imports are swapped, never the app's. */
const jsonformsModule = /[\\/]node_modules[\\/]@jsonforms[\\/](?:core|vue)[\\/]/
/** `lodash/get`, `lodash/get.js`, `lodash/fp/set`. */
const lodashImport = /^lodash\/(fp\/)?([A-Za-z]+)(?:\.js)?$/
/** Bare lodash imports, the filter of the resolver hooks. */
const lodashFilter = /^lodash\//

/** The lodash/fp functions JSON Forms imports, by name, to the sibling module that provides each. */
const fpModules: Readonly<Record<string, string>> = { set: 'lodashFpSet', unset: 'lodashFpUnset' }
/** The lodash functions a sibling module provides instead of es-toolkit's (see each module for why). */
const ownModules: Readonly<Record<string, string>> = { isEmpty: 'lodashIsEmpty', get: 'lodashGet' }

/** A module beside this one: `.js` in the package's `dist`, `.ts` in the repository's sources. */
function sibling(stem: string): string | undefined {
  return ['.js', '.ts'].map(ext => fileURLToPath(new URL(`./${stem}${ext}`, import.meta.url))).find(existsSync)
}

let compatFolder: string | undefined
/** es-toolkit's `compat/` folder (the library's dependency: resolved from this module, wherever the app is). */
function esToolkitCompat(): string {
  compatFolder ??= dirname(createRequire(import.meta.url).resolve('es-toolkit/compat/get'))
  return compatFolder
}

/**
 * Where a lodash import of JSON Forms goes instead: the file of es-toolkit's lodash-compatible
 * function (`es-toolkit/compat/<name>`, its ES module), or for `lodash/fp/set` / `unset` the curried
 * immutable wrapper beside this module, for `lodash/isEmpty` the one beside it that lists no keys, and for `lodash/get` the one that splits a dotted path once. `undefined` (lodash as it is) when the importer is not inside
 * `@jsonforms/core` or `@jsonforms/vue`, or for a function es-toolkit or the wrapper lacks.
 */
export function jsonformsLodashTarget(source: string, importer: string | undefined): string | undefined {
  const match = lodashImport.exec(source)
  if (!match || !importer || !jsonformsModule.test(importer))
    return
  const [, fp, name] = match as unknown as [string, string | undefined, string]
  if (fp)
    return Object.hasOwn(fpModules, name) ? sibling(fpModules[name]!) : undefined
  if (Object.hasOwn(ownModules, name))
    return sibling(ownModules[name]!)
  const file = join(esToolkitCompat(), `${name}.mjs`)
  return existsSync(file) ? file : undefined
}

/** The same resolution for esbuild, which pre-bundles dependencies in Vite 6 and 7. */
function esbuildPlugin() {
  return {
    name: 'nuxt-ui-jsonforms:jsonforms-lodash',
    setup(build: { onResolve: (options: { filter: RegExp }, callback: (args: { path: string, importer: string }) => { path: string } | undefined) => void }) {
      build.onResolve({ filter: lodashFilter }, (args) => {
        const path = jsonformsLodashTarget(args.path, args.importer)
        return path ? { path } : undefined
      })
    },
  }
}

/** The resolver as a Rollup / Rolldown plugin: the build, and dependency pre-bundling in Vite 8. */
function resolverPlugin(): Plugin {
  return {
    name: 'nuxt-ui-jsonforms:jsonforms-lodash-resolve',
    resolveId: {
      filter: { id: lodashFilter },
      handler: (source, importer) => jsonformsLodashTarget(source, importer),
    },
  }
}

/**
 * Integration rule 7: the lodash functions `@jsonforms/core` and `@jsonforms/vue` import resolved
 * to es-toolkit's lodash-compatible ones, in the build, the dev server and dependency pre-bundling
 * alike (Rolldown's `optimizeDeps.rolldownOptions` in Vite 8, esbuild's `optimizeDeps.esbuildOptions`
 * before), so development runs the code production ships. The app's own lodash imports are untouched.
 */
export function jsonformsLodash(): Plugin {
  const resolver = resolverPlugin()
  return {
    ...resolver,
    name: 'nuxt-ui-jsonforms:jsonforms-lodash',
    enforce: 'pre',
    config() {
      return {
        optimizeDeps: (this as { meta?: { rolldownVersion?: string } } | undefined)?.meta?.rolldownVersion
          ? { rolldownOptions: { plugins: [resolver] } }
          : { esbuildOptions: { plugins: [esbuildPlugin()] } },
      } as never
    },
  }
}
