import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { usesVueRouter } from '../../src/integrations/vite'

const root = mkdtempSync(join(tmpdir(), 'vite-router-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** An app folder with the given `package.json` fields and, when `installed`, a vue-router package. */
function app(name: string, manifest: Record<string, unknown> | undefined, installed: boolean): string {
  const folder = join(root, name)
  mkdirSync(folder, { recursive: true })
  if (manifest)
    writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest))
  if (installed) {
    mkdirSync(join(folder, 'node_modules/vue-router'), { recursive: true })
    writeFileSync(join(folder, 'node_modules/vue-router/package.json'), '{ "name": "vue-router" }')
  }
  return folder
}

describe('the Vite plugin turns Nuxt UI\'s router links on only for an app that routes with vue-router', () => {
  it('on, when the app depends on vue-router and it is installed', () => {
    expect(usesVueRouter(app('routed', { dependencies: { 'vue-router': '^4.5.0' } }, true))).toBe(true)
    expect(usesVueRouter(app('routed-dev', { devDependencies: { 'vue-router': '^4.5.0' } }, true))).toBe(true)
  })

  it('off, for an app made by create-vite (no router), one that only declares it, or a copy installed for another package', () => {
    expect(usesVueRouter(app('plain', { dependencies: { vue: '^3.5.0' } }, false))).toBe(false)
    expect(usesVueRouter(app('declared', { dependencies: { 'vue-router': '^4.5.0' } }, false))).toBe(false)
    expect(usesVueRouter(app('transitive', { dependencies: { vue: '^3.5.0' } }, true))).toBe(false)
  })

  it('off, without a readable package.json', () => {
    expect(usesVueRouter(app('none', undefined, true))).toBe(false)
    const broken = app('broken', undefined, true)
    writeFileSync(join(broken, 'package.json'), '{ not json')
    expect(usesVueRouter(broken)).toBe(false)
  })
})
