import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ViteDevServer, createServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { precompiledValidators } from '../../src/integrations/validators'
import { codeBlocks, section } from '../integration/snippets'
import type * as precompiled from '../../src/store/precompiled'

const registry = fileURLToPath(new URL('../../src/store/precompiled.ts', import.meta.url))
/** The module of `defineSchema`, as the package's entry gives it. */
const defineSchemaModule = fileURLToPath(new URL('../../src/form/defineSchema.ts', import.meta.url))

let root: string
let server: ViteDevServer

/**
 * The Vite dev server of an app folder holding `contact.schema.json` (also at `@forms/`) and
 * modules of `defineSchema` calls, with the library's build-time validators.
 */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-dev-validators-'))
  cpSync(fileURLToPath(new URL('fixtures/consumer/contact.schema.json', import.meta.url)), join(root, 'contact.schema.json'))
  // The performance guide's `phone.ts`, as typed, and a schema with a computed key beside it.
  const guide = readFileSync(fileURLToPath(new URL('../../docs/en/guide/performance.md', import.meta.url)), 'utf8')
  writeFileSync(join(root, 'phone.ts'), codeBlocks(section(guide, 'Page weight')).find(block => block.file === 'phone.ts')!.code)
  writeFileSync(join(root, 'computed.ts'), `import { defineSchema } from 'nuxt-ui-jsonforms'\nexport const computed = defineSchema({ type: 'object', properties: { [String('n')]: { type: 'string' } } })\n`)
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    appType: 'custom',
    resolve: { alias: { '@forms': root, 'nuxt-ui-jsonforms': defineSchemaModule } },
    plugins: [precompiledValidators()],
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

/** The `?validator` import as the dev server runs it, and the registry of that same module graph. */
async function load() {
  const { default: schema } = await server.ssrLoadModule('/contact.schema.json?validator') as { default: { properties: Record<string, unknown> } }
  const { precompiledFor } = await server.ssrLoadModule(registry) as typeof precompiled
  return { schema, precompiled: precompiledFor(schema, () => ({})) }
}

describe('`?validator` on the Vite dev server', () => {
  it('serves the schema tied to its compiled validator, as the build does', async () => {
    const { schema, precompiled } = await load()
    expect(Object.keys(schema.properties)).toEqual(['name', 'email', 'age', 'subscribed'])
    expect(precompiled).toBeDefined()
    const code = (await server.transformRequest('/contact.schema.json?validator'))!.code
    expect(code).toContain('"#/properties/name/minLength"')
    const { default: aliased } = await server.ssrLoadModule('@forms/contact.schema.json?validator') as { default: unknown }
    expect(aliased).toBe(schema)
  })

  it('compiles the schema again when its file changes', async () => {
    const file = join(root, 'contact.schema.json')
    writeFileSync(file, JSON.stringify({ type: 'object', properties: { phone: { type: 'string', minLength: 5 } } }))
    await vi.waitFor(async () => {
      const { schema, precompiled } = await load()
      expect(Object.keys(schema.properties)).toEqual(['phone'])
      expect(precompiled).toBeDefined()
      expect((await server.transformRequest('/contact.schema.json?validator'))!.code).toContain('"#/properties/phone/minLength"')
    }, { timeout: 20_000, interval: 200 })
  })

  it('ties a literal given to `defineSchema` to its compiled validator, and leaves a computed one to the run time', async () => {
    const { phone } = await server.ssrLoadModule('/phone.ts') as { phone: { properties: object } }
    const { computed } = await server.ssrLoadModule('/computed.ts') as { computed: { properties: object } }
    const { precompiledFor } = await server.ssrLoadModule(registry) as typeof precompiled
    expect(Object.keys(phone.properties)).toEqual(['phone'])
    expect(precompiledFor(phone, () => ({}))).toBeDefined()
    expect(Object.keys(computed.properties)).toEqual(['n'])
    expect(precompiledFor(computed, () => ({}))).toBeUndefined()
  })
})
