import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package name, as hosts install it. */
export const packageName = 'nuxt-ui-jsonforms'

/**
 * Integration rule 3: CommonJS validators and the JSON Forms packages the library imports, to be
 * pre-bundled by Vite (the library itself is excluded: it imports Nuxt UI's single-file components).
 * `ajv-errors` and `ajv-draft-04` (CommonJS) are the library's own dependencies, named through it.
 */
export const prebundledPackages = Object.freeze(['ajv', 'ajv-formats', '@jsonforms/core', '@jsonforms/vue', 'nuxt-ui-jsonforms > ajv-errors', 'nuxt-ui-jsonforms > ajv-draft-04'])

/**
 * Integration rule 6: the packages of the rich-text editor (`UEditor`, Tiptap on ProseMirror) that
 * must resolve to one copy each; two copies of a ProseMirror state package throw "Adding different
 * instances of a keyed plugin".
 */
export const editorPackages = Object.freeze([
  '@tiptap/core',
  '@tiptap/pm',
  '@tiptap/vue-3',
  'prosemirror-model',
  'prosemirror-state',
  'prosemirror-view',
  'prosemirror-transform',
])

/**
 * Rules 3 and 6 for the FormBuilder's JSON tab (CodeMirror 6, fetched when the tab opens): where
 * installed, pre-bundled up front (so the dev server does not reload when the tab first opens) and
 * kept to one copy each (two copies of `@codemirror/state` break its extensions).
 */
export const codeEditorPackages = Object.freeze([
  '@codemirror/state',
  '@codemirror/view',
  '@codemirror/language',
  '@codemirror/commands',
  '@codemirror/lint',
  '@codemirror/lang-json',
  '@lezer/highlight',
])

/**
 * The library's built files (`dist/`), the folder Tailwind must scan (integration rule 1). From
 * the package this module sits in `dist/src/integrations/`; from the sources (the repository's own
 * tests) it is the `dist/` beside `src/`.
 */
export function libraryDist(): string {
  const candidate = fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]+$/, '')
  return basename(candidate) === 'dist' ? candidate : join(candidate, 'dist')
}

/** The `@source` directive that makes Tailwind scan `dist` (an absolute path, forward slashes). */
export function sourceDirective(dist = libraryDist()): string {
  return `@source ${JSON.stringify(dist.replace(/\\/g, '/'))};`
}

/**
 * The packages of `names` that a bare import resolves to from `root`. Vite's `resolve.dedupe`
 * resolves a deduplicated package from the project root only, so a name that is not installed
 * there (a strict pnpm layout) is left out rather than turned into a resolution error.
 */
export function installedFrom(root: string, names: readonly string[]): string[] {
  const require = createRequire(resolve(root, 'package.json'))
  return names.filter(name => (require.resolve.paths(name) ?? []).some(dir => existsSync(join(dir, name, 'package.json'))))
}

/** Whether the `package.json` in `root` lists `name` among its dependencies of any kind. */
export function dependsOn(root: string, name: string): boolean {
  const manifest = join(root, 'package.json')
  if (!existsSync(manifest))
    return false
  try {
    const fields = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>
    return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']
      .some(field => Object.hasOwn(Object(fields[field]), name))
  }
  catch {
    return false
  }
}

/** `list` with `added` appended, without duplicates. */
export function withAll(list: readonly string[] | undefined, added: readonly string[]): string[] {
  return [...new Set([...(list ?? []), ...added])]
}
