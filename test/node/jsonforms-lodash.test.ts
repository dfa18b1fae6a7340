import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { build, optimizeDeps, resolveConfig, type Plugin, type UserConfig } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { jsonformsLodash, jsonformsLodashTarget } from '../../src/integrations/jsonformsLodash'
import { fpSet, fpUnset } from '../../src/values/lodashFp'
import compatGet from 'es-toolkit/compat/get'
import get from '../../src/integrations/lodashGet'
import isEmpty from '../../src/integrations/lodashIsEmpty'

const root = fileURLToPath(new URL('../..', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'jsonforms-lodash-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

// lodash itself, as @jsonforms/core installs it: the reference the wrapper must match.
const require = createRequire(import.meta.url)
const lodashFp = { set: require('lodash/fp/set'), unset: require('lodash/fp/unset') } as Record<string, (...args: unknown[]) => unknown>
const lodashIsEmpty = require('lodash/isEmpty') as (value: unknown) => boolean

const core = join(root, 'node_modules/@jsonforms/core/lib/jsonforms-core.esm.js')
const vue = join(root, 'node_modules/@jsonforms/vue/lib/jsonforms-vue.esm.js')
/** Every lodash module JSON Forms' ES module builds import. */
const jsonformsImports = [...new Set([core, vue].flatMap(file => [...readFileSync(file, 'utf8').matchAll(/from '(lodash\/[^']+)'/g)].map(match => match[1]!)))]

describe('jsonformsLodashTarget', () => {
  it('gives every lodash function JSON Forms imports an es-toolkit module of the same name, fp set / unset, isEmpty and get a wrapper', () => {
    expect(jsonformsImports).toEqual(expect.arrayContaining(['lodash/get', 'lodash/isEqual', 'lodash/fp/set', 'lodash/fp/unset']))
    for (const source of jsonformsImports) {
      const target = jsonformsLodashTarget(source, vue)
      const name = source.split('/').at(-1)!
      expect(target, source).toBeDefined()
      expect(existsSync(target!)).toBe(true)
      const own: Record<string, string> = { isEmpty: 'lodashIsEmpty', get: 'lodashGet' }
      const wrapper = source.includes('/fp/') ? `lodashFp${name[0]!.toUpperCase()}${name.slice(1)}` : own[name]
      expect(target).toMatch(wrapper ? new RegExp(`${wrapper}\\.ts$`) : new RegExp(`es-toolkit[\\\\/]compat[\\\\/]${name}\\.mjs$`))
    }
  })

  it('leaves the app\'s lodash, other packages and what neither es-toolkit nor the wrapper has', () => {
    expect(jsonformsLodashTarget('lodash/get', join(root, 'src/app.ts'))).toBeUndefined()
    expect(jsonformsLodashTarget('lodash/get', join(root, 'node_modules/@jsonforms/vue-vanilla/lib/index.js'))).toBeUndefined()
    expect(jsonformsLodashTarget('lodash/get', undefined)).toBeUndefined()
    expect(jsonformsLodashTarget('lodash/fp/get', core)).toBeUndefined()
    expect(jsonformsLodashTarget('lodash/noSuchFunction', core)).toBeUndefined()
    expect(jsonformsLodashTarget('lodash', core)).toBeUndefined()
    expect(jsonformsLodashTarget('lodash/get.js', core)).toMatch(/lodashGet\.ts$/)
    expect(jsonformsLodashTarget('lodash/isEqual.js', core)).toMatch(/compat[\\/]isEqual\.mjs$/)
  })
})

const key = fc.constantFrom('a', 'b', 'c', '0', '1', '2')
const path = fc.oneof(fc.array(key, { minLength: 1, maxLength: 4 }).map(keys => keys.join('.')), fc.array(key, { minLength: 1, maxLength: 4 }))
const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined))
const data = fc.letrec(tie => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  array: fc.array(tie('value'), { maxLength: 3 }),
})).object

describe('lodash/isEmpty on es-toolkit', () => {
  it('gives what lodash gives', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(isEmpty(value)).toBe(lodashIsEmpty(value))
    }), { numRuns: 500 })
    class Shape { side = 1 }
    const values = [{}, { a: 1 }, Object.create({ inherited: 1 }), Object.create(null), new Shape(), [], [0], '', 'a', new Map(), new Map([[1, 1]]), new Set([1]), 0, 1, true, null, undefined, () => 1]
    values.forEach((value, index) => expect(isEmpty(value), `value ${index}`).toBe(lodashIsEmpty(value)))
  })
})

describe('lodash/get on es-toolkit', () => {
  // es-toolkit's own answers, which keep `__proto__` out where lodash walks into it; names of
  // Object.prototype apart (below).
  const reference = compatGet as (object: unknown, path: unknown, defaultValue?: unknown) => unknown
  it('gives what es-toolkit\'s gives, for paths read once or again, held as they are or not', () => {
    const dotted = fc.oneof(path, fc.constantFrom('a.b', 'a[0].b', 'a["b.c"]', '__proto__.x', 'a.__proto__', '', '.a', 'a..b'))
    fc.assert(fc.property(data, dotted, fc.anything(), (object, at, fallback) => {
      expect(get(object, at, fallback)).toBe(reference(object, at, fallback))
      expect(get(object, at, fallback)).toBe(reference(object, at, fallback))
    }), { numRuns: 500 })
    const holder = { 'a.b': 1, 'a': { b: 2 }, 'x.y': undefined }
    for (const [object, at] of [[holder, 'a.b'], [holder, 'x.y'], [null, 'a.b'], [undefined, 'a'], ['text', 'length'], [[1, [2]], '1.0'], [holder, ['a', 'b']], [holder, 7]] as [unknown, unknown][])
      expect(get(object, at, 'fallback'), JSON.stringify(at)).toBe(reference(object, at, 'fallback'))
  })

  it('reads a name of Object.prototype as an own property only, __proto__ included', () => {
    const data = JSON.parse('{ "__proto__": { "x": 1 }, "constructor": "c", "list": [{ "toString": "t" }] }') as Record<string, unknown>
    expect(get(data, '__proto__')).toEqual({ x: 1 })
    expect(get(data, '__proto__.x')).toBe(1)
    expect(get(data, 'constructor')).toBe('c')
    expect(get(data, 'list.0.toString')).toBe('t')
    expect(get(data, ['list', 0, 'toString'])).toBe('t')
    for (const at of ['constructor', 'constructor.name', 'hasOwnProperty', 'valueOf', '__proto__', 'a.toString', ['toString']])
      expect(get({ a: {} }, at, 'fallback'), JSON.stringify(at)).toBe('fallback')
    // What JSON Forms reads a scope's schema with: `get(properties, name)`, here through a Vue proxy.
    const properties = new Proxy({ hasOwnProperty: { type: 'string' } }, { get: (target, key) => (key === 'hasOwnProperty' ? Object.prototype.hasOwnProperty : Reflect.get(target, key)) })
    expect(get(properties, 'hasOwnProperty')).toEqual({ type: 'string' })
  })
})

describe('lodash/fp set and unset on es-toolkit (JSON Forms\' data updates)', () => {
  it('give what lodash/fp gives, leave the input untouched and share what is off the path; write the keys lodash refuses as own ones', () => {
    fc.assert(fc.property(data, path, leaf, (object, at, value) => {
      const before = structuredClone(object)
      expect(fpSet(at, value, object)).toEqual(lodashFp.set!(at, value, object))
      expect(fpSet(at)(value)(object)).toEqual(lodashFp.set!(at, value, object))
      expect(fpUnset(at, object)).toEqual(lodashFp.unset!(at, object))
      expect(fpUnset(at)(object)).toEqual(lodashFp.unset!(at, object))
      expect(object).toEqual(before)
    }), { numRuns: 500 })
    for (const name of ['constructor', 'prototype', 'hasOwnProperty', '__proto__', 'toString', 'valueOf']) {
      const set = fpSet(`list.0.${name}`, 'Ada', { list: [{}] }) as { list: object[] }
      expect(Object.getOwnPropertyDescriptor(set.list[0], name)?.value, name).toBe('Ada')
      expect(Object.getPrototypeOf(set.list[0])).toBe(Object.prototype)
      const nested = fpSet(`${name}.inner`, 1, {}) as object
      expect(JSON.stringify(nested), name).toBe(`{"${name}":{"inner":1}}`)
      const unset = fpUnset(name, JSON.parse(`{ "${name}": 1, "other": 2 }`)) as object
      expect(Object.keys(unset), name).toEqual(['other'])
    }
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('inner')
    expect(({} as Record<string, unknown>).inner).toBeUndefined()

    const shared = { list: [1, 2], name: { first: 'Ada' } }
    const updated = fpSet('name.first', 'Grace', shared)
    expect(updated).toEqual({ list: [1, 2], name: { first: 'Grace' } })
    expect(updated.list).toBe(shared.list)
    expect(updated.name).not.toBe(shared.name)
  })
})

/** The `optimizeDeps` the plugin adds, under Vite 8 (Rolldown) or an older Vite (esbuild). */
function optimizeDepsConfig(rolldownVersion: string | undefined): UserConfig['optimizeDeps'] {
  const hook = jsonformsLodash().config as (this: unknown, config: UserConfig) => UserConfig
  return hook.call({ meta: { rolldownVersion } }, {}).optimizeDeps
}

describe('the jsonformsLodash Vite plugin', () => {
  it('swaps lodash for es-toolkit in @jsonforms/core alone: the app\'s own lodash import stays lodash', async () => {
    const loaded: string[] = []
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [jsonformsLodash(), {
        name: 'record',
        enforce: 'post',
        load(id) {
          if (/[\\/](lodash|es-toolkit)[\\/]/.test(id) || /lodashFp/.test(id))
            loaded.push(id.replace(root, ''))
        },
      }],
      build: {
        write: false,
        lib: { entry: fileURLToPath(new URL('./fixtures/lodash-app.js', import.meta.url)), formats: ['es'] },
        rolldownOptions: { external: ['vue', 'ajv', 'ajv-formats', /^ajv\//] },
      },
    })
    // The app's own import of lodash/get stays lodash.
    expect(loaded).toContain('node_modules/lodash/get.js')
    // JSON Forms' imports: es-toolkit and the fp wrapper; lodash's fp build is gone.
    expect(loaded.some(id => id.startsWith('node_modules/es-toolkit/'))).toBe(true)
    expect(loaded.some(id => /lodashFp(Set|Unset)\.ts$/.test(id))).toBe(true)
    expect(loaded.filter(id => id.startsWith('node_modules/lodash/fp/'))).toEqual([])
  })

  it('applies in dependency pre-bundling: Rolldown\'s plugins in Vite 8, esbuild\'s before', () => {
    const rolldown = optimizeDepsConfig('1.2.19') as { rolldownOptions?: { plugins?: Plugin[] }, esbuildOptions?: unknown }
    expect(rolldown.esbuildOptions).toBeUndefined()
    expect(rolldown.rolldownOptions?.plugins?.map(plugin => plugin.name)).toEqual(['nuxt-ui-jsonforms:jsonforms-lodash-resolve'])

    const esbuild = optimizeDepsConfig(undefined) as { rolldownOptions?: unknown, esbuildOptions?: { plugins?: { setup: (build: unknown) => void }[] } }
    expect(esbuild.rolldownOptions).toBeUndefined()
    const resolvers: ((args: { path: string, importer: string }) => { path: string } | undefined)[] = []
    for (const plugin of esbuild.esbuildOptions!.plugins!)
      plugin.setup({ onResolve: (_options: unknown, callback: typeof resolvers[number]) => resolvers.push(callback) })
    expect(resolvers).toHaveLength(1)
    expect(resolvers[0]!({ path: 'lodash/isEqual', importer: core })?.path).toMatch(/es-toolkit[\\/]compat[\\/]isEqual\.mjs$/)
    expect(resolvers[0]!({ path: 'lodash/isEqual', importer: join(root, 'src/app.ts') })).toBeUndefined()
  })

  it('pre-bundles @jsonforms/core for the dev server on es-toolkit, without lodash', async () => {
    const config = await resolveConfig({
      root,
      configFile: false,
      logLevel: 'silent',
      cacheDir: scratch,
      plugins: [jsonformsLodash()],
      optimizeDeps: { include: ['@jsonforms/core'], entries: [], noDiscovery: true },
    }, 'serve')
    const metadata = await optimizeDeps(config, true)
    const bundle = readFileSync(metadata.optimized['@jsonforms/core']!.file, 'utf8')
    expect(bundle).toMatch(/node_modules\/es-toolkit\//)
    expect(bundle).not.toMatch(/node_modules\/lodash\//)
  })
})
