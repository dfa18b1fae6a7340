import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BUILDER = join(ROOT, 'src/builder')

/** A `.ts` file that is a component itself (a render function, `export default defineComponent(…)`): a view. */
const isView = (file: string) => /^export default defineComponent\(/m.test(readFileSync(file, 'utf8'))

/** Every `.ts` file of the builder that is not a view, `components/` included (their helpers are plain modules too). */
function pureModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? pureModules(join(dir, entry.name)) : entry.name.endsWith('.ts') && !isView(join(dir, entry.name)) ? [join(dir, entry.name)] : [])
}

describe('the builder\'s shape', () => {
  it('keeps its pure modules free of component files: only the views import .vue', () => {
    const offenders = pureModules(BUILDER).flatMap((file) => {
      const imports = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map(match => match[1])
      return imports.filter(path => path.endsWith('.vue') && !(relative(BUILDER, file) === 'index.ts' && path === './FormBuilderBase.vue')).map(path => `${relative(ROOT, file)} -> ${path}`)
    })
    expect(offenders).toEqual([])
  })

  it('holds its edits in useBuilderCommands: FormBuilderBase.vue calls no model edit itself', () => {
    const view = readFileSync(join(BUILDER, 'FormBuilderBase.vue'), 'utf8')
    expect(view).toMatch(/useBuilderCommands\(/)
    expect(view).not.toMatch(/from '\.\/model\/(insert|move|remove|duplicate|convert)'/)
  })
})
