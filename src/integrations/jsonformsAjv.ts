import type { Plugin } from 'vite'

/** A module of `@jsonforms/core`. */
const jsonformsCore = /[\\/]node_modules[\\/]@jsonforms[\\/]core[\\/]/

/**
 * `@jsonforms/core` imports `ajv` and `ajv-formats` for its `createAjv`, which the library's form
 * root never calls: it loads its validator with the first form (`loadValidator`). `ajv-formats`
 * declares no `sideEffects`, so the bundler keeps it, and the AJV it requires, in every page that
 * imports anything of JSON Forms' core. Both have none: imported by `@jsonforms/core`, they are
 * marked so, and a page without a form does not load AJV. The app's own imports are untouched.
 */
export function jsonformsAjv(): Plugin {
  return {
    name: 'nuxt-ui-jsonforms:jsonforms-ajv',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^ajv(?:-formats)?$/ },
      async handler(source, importer, options) {
        if (!importer || !jsonformsCore.test(importer))
          return null
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        return resolved && { ...resolved, moduleSideEffects: false }
      },
    },
  }
}
