import { fileURLToPath } from 'node:url'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Resolves `nuxt-ui-jsonforms` and its subpaths to the sources, so that tests, the playground, the
 * bench and the built-in families import the library by its package name, as users do.
 */
export const packagePaths = {
  'nuxt-ui-jsonforms': './index.ts',
  'nuxt-ui-jsonforms/kit': './src/kit.ts',
  'nuxt-ui-jsonforms/kit/internal': './src/kitInternal.ts',
  'nuxt-ui-jsonforms/icons': './src/icons/index.ts',
  'nuxt-ui-jsonforms/testing': './src/testing/index.ts',
} as const

export const sourceAlias = Object.entries(packagePaths).map(([name, path]) => ({
  find: new RegExp(`^${name}$`),
  replacement: fromRoot(path),
}))
