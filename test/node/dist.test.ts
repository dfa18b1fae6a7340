import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readOptionInterfaces } from './helpers/optionInterfaces'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])
}

/** Names a declaration file exports, following its `export ... from './x'` re-exports. */
function declaredExports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file))
    return []
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  const names = [...code.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)].flatMap(match => match[1].split(',')
    .map(part => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim()).filter(Boolean))
  const declared = [...code.matchAll(/export\s+(?:declare\s+)?(?:const|function|interface|type|class)\s+(\w+)/g)].map(match => match[1])
  const starred = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)]
    .flatMap(match => declaredExports(join(dirname(file), match[1].replace(/\.js$/, '') + '.d.ts'), seen))
  return [...names, ...declared, ...starred]
}

const files = filesUnder(dist).map(file => relative(dist, file))
const modules = files.filter(file => file.endsWith('.js'))

/** The package a bare import specifier names (`@scope/name` or `name`). */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

describe('library build', () => {
  it('holds ESM modules with their declarations', () => {
    expect(modules.length).toBeGreaterThan(20)
    for (const file of modules)
      expect(readFileSync(join(dist, file), 'utf8')).not.toMatch(/\brequire\(|module\.exports/)
    expect(files).toContain('index.d.ts')
    expect(files).toContain('src/control/ClearButton.vue.d.ts')
  })

  it('bundles no code of its peers: every bare import is a declared peer or dependency', () => {
    expect(files.some(file => file.includes('node_modules'))).toBe(false)
    // `#imports` and `#build` (Nuxt UI's themes) are supplied by the host: Nuxt, or Nuxt UI's Vite plugin (its own components import them too).
    const declared = new Set([...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies), 'node:', '#imports', '#build'])
    const imported = new Set<string>()
    for (const file of modules) {
      const code = readFileSync(join(dist, file), 'utf8')
      const specifiers = [
        ...code.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm),
        ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
      ].map(match => match[1]).filter(specifier => !specifier.startsWith('.'))
      for (const specifier of specifiers)
        imported.add(specifier.startsWith('node:') ? 'node:' : packageOf(specifier))
    }
    expect([...imported].filter(name => !declared.has(name))).toEqual([])
    expect(imported).toContain('vue')
    expect(imported).toContain('@nuxt/ui')
    expect(imported).toContain('@jsonforms/core')
  })

  it('exports the public surface and every option type of every family from the package entry', () => {
    const types = declaredExports(join(dist, 'index.d.ts'))
    const optionTypes = readOptionInterfaces(root).map(i => i.name)
    for (const name of ['uiRenderers', 'allRenderers', 'createRegistry', 'definePlugin', 'defaultStyles', 'mergeStyles', ...optionTypes])
      expect(types, `index.d.ts exports ${name}`).toContain(name)
  })

  it('exports the kit that families import, with no alias left unresolved', () => {
    const kit = declaredExports(join(dist, 'src/kit.d.ts'))
    for (const name of ['definePlugin', 'ranks', 'useControl', 'ControlShell', 'ClearButton', 'passThroughProps', 'useLayout', 'LayoutElements', 'useStyles', 'useIcons', 'useTranslate', 'defineMessages'])
      expect(kit).toContain(name)
    const aliased = files.filter(file => /\.(js|d\.ts)$/.test(file))
      .filter(file => /from\s*["']nuxt-ui-jsonforms(\/[^"']*)?["']/.test(readFileSync(join(dist, file), 'utf8')))
    expect(aliased).toEqual([])
  })

  it('points every package export at a built file', () => {
    for (const entry of ['.', './kit', './kit/internal', './icons', './testing', './nuxt', './vite', './server']) {
      expect(files).toContain(pkg.exports[entry].import.replace('./dist/', ''))
      expect(files).toContain(pkg.exports[entry].types.replace('./dist/', ''))
    }
  })

  it('keeps the icons entry free of components, so a Vite config can import it', async () => {
    const { libraryIcons } = await import(join(dist, 'src/icons/index.js'))
    expect(libraryIcons).toContain('i-lucide-x')
    expect(readFileSync(join(dist, 'src/icons/index.js'), 'utf8')).not.toMatch(/^\s*import\b/m)
  })

  it('ships the build-time integrations as entries of their own, outside the browser graph', () => {
    expect(pkg.exports['./styles.css']).toBe('./dist/styles.css')
    expect(readFileSync(join(dist, 'styles.css'), 'utf8')).toMatch(/^@source "\.\/";$/m)
    const reachIntegrations = modules.filter(file => !file.startsWith('src/integrations/'))
      .filter(file => /integrations\//.test(readFileSync(join(dist, file), 'utf8')))
    expect(reachIntegrations).toEqual([])
    for (const name of ['@nuxt/kit', 'vite'])
      expect(pkg.peerDependenciesMeta[name], `${name} is an optional peer`).toEqual({ optional: true })
  })

  it('ships the testing entry outside the browser graph, its test runner and test utils optional peers', () => {
    const testing = declaredExports(join(dist, 'src/testing/index.d.ts'))
    for (const name of ['mountForm', 'mountWith', 'waitForChunks', 'waitForField', 'typeInto', 'settle', 'unmountAll'])
      expect(testing).toContain(name)
    const reachTesting = modules.filter(file => !file.startsWith('src/testing/'))
      .filter(file => /testing\//.test(readFileSync(join(dist, file), 'utf8')))
    expect(reachTesting).toEqual([])
    for (const name of ['vitest', '@vue/test-utils'])
      expect(pkg.peerDependenciesMeta[name], `${name} is an optional peer`).toEqual({ optional: true })
  })

  it('loads the Vite plugin in Node; it adds the dist source to stylesheets that import Nuxt UI', async () => {
    const { default: jsonforms } = await import(join(dist, 'src/integrations/vite.js'))
    const plugins = jsonforms({ ui: false }) as { name: string, transform?: { handler: (code: string, id: string) => { code: string } | undefined } }[]
    expect(plugins.map(plugin => plugin.name)).toEqual(['nuxt-ui-jsonforms:tailwind-source', 'nuxt-ui-jsonforms:jsonforms-lodash', 'nuxt-ui-jsonforms:jsonforms-ajv', 'nuxt-ui-jsonforms:dependencies', 'nuxt-ui-jsonforms:validators', 'nuxt-ui-jsonforms:validators:defined'])
    // The lodash wrappers the resolver points JSON Forms at ship beside it.
    for (const name of ['lodashFpSet', 'lodashFpUnset', 'lodashIsEmpty', 'lodashGet'])
      expect(readFileSync(join(dist, `src/integrations/${name}.js`), 'utf8')).toContain('export')
    const transform = plugins[0].transform!.handler
    const line = `@source ${JSON.stringify(dist)};`
    expect(transform('@import "tailwindcss";\n@import "@nuxt/ui";\n', '/app/src/main.css')?.code).toBe(`@import "tailwindcss";\n@import "@nuxt/ui";\n\n${line}\n`)
    expect(transform('@import "tailwindcss";\n', '/app/src/other.css')).toBeUndefined()
    expect(transform(`@import '@nuxt/ui';\n${line}\n`, '/app/src/main.css')).toBeUndefined()
    expect(transform('import "@nuxt/ui"', '/app/src/main.ts')).toBeUndefined()
    expect(jsonforms().length).toBeGreaterThan(2)
  })

  it('loads the Nuxt module in Node', async () => {
    const { default: module } = await import(join(dist, 'src/integrations/nuxt.js'))
    expect(await module.getMeta()).toMatchObject({ name: 'nuxt-ui-jsonforms', configKey: 'nuxtUiJsonforms' })
  })
})
