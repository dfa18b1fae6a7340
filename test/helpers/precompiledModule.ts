import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { serverFormats } from '../../presets/server'
import { precompileSchema } from '../../src/integrations/precompileSchema'

/** Where the modules are written: inside the project (ignored by git), where the test runner serves files from. */
const folder = join(process.cwd(), '.cache', `precompiled-${process.pid}`)
/** The modules the written one imports, as the Vite plugin points them at the library's files. */
const imports = { registry: join(process.cwd(), 'src/store/precompiled.ts'), runtime: join(process.cwd(), 'src/store/standaloneRuntime.ts'), formats: join(process.cwd(), 'src/store/standaloneFormats.ts') }
let written = 0
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/**
 * The module the build writes for `schema` (`precompileSchema`, as `import schema from
 * './a.json?validator'` gets it), imported: the schema it exports, tied to its compiled validator;
 * or why it was not compiled. Import it after `vi.resetModules()` to tie it to the modules loaded since.
 */
export async function importPrecompiled(schema: object): Promise<{ schema: object } | { error: string }> {
  const module = precompileSchema(schema, serverFormats, imports)
  if ('error' in module)
    return module
  mkdirSync(folder, { recursive: true })
  const file = join(folder, `schema${written++}.js`)
  writeFileSync(file, module.code)
  return { schema: (await import(/* @vite-ignore */ file) as { default: object }).default }
}

/** `importPrecompiled`, for a schema that compiles. */
export async function precompiled<T extends object>(schema: T): Promise<T> {
  const module = await importPrecompiled(schema)
  if ('error' in module)
    throw new Error(module.error)
  return module.schema as T
}
