import { fileURLToPath } from 'node:url'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Resolves `nuxt-ui-jsonforms` to the sources, so that tests, the playground and the bench import
 * the library by its package name, as users do.
 */
export const sourceAlias = [
  { find: /^nuxt-ui-jsonforms$/, replacement: fromRoot('./src/index.ts') },
  { find: /^nuxt-ui-jsonforms\/(.*)$/, replacement: fromRoot('./src/$1') },
]
