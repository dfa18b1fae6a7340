import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])
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
    expect(files).toContain('src/control/ControlShell.vue.d.ts')
  })

  it('bundles no code of its peers: every bare import is a declared peer or dependency', () => {
    expect(files.some(file => file.includes('node_modules'))).toBe(false)
    const declared = new Set([...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies), 'node:'])
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

  it('exports the public surface from index.d.ts', () => {
    const types = readFileSync(join(dist, 'index.d.ts'), 'utf8')
    for (const name of ['uiRenderers', 'allRenderers', 'createRegistry', 'definePlugin', 'defaultStyles', 'mergeStyles', 'CommonOptions', 'TextOptions', 'TextareaOptions', 'NumberOptions', 'BooleanOptions'])
      expect(types).toMatch(new RegExp(`\\b${name}\\b`))
  })

  it('points every package export at a built file', () => {
    for (const entry of ['.', './icons']) {
      expect(files).toContain(pkg.exports[entry].import.replace('./dist/', ''))
      expect(files).toContain(pkg.exports[entry].types.replace('./dist/', ''))
    }
  })

  it('keeps the icons entry free of components, so a Vite config can import it', async () => {
    const { libraryIcons } = await import(join(dist, 'src/icons.js'))
    expect(libraryIcons).toContain('i-lucide-x')
    expect(readFileSync(join(dist, 'src/icons.js'), 'utf8')).not.toMatch(/\bimport\b/)
  })
})
