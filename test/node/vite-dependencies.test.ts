import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, UserConfig } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { nuxtUiJsonforms } from '../../src/integrations/vite'

const repository = fileURLToPath(new URL('../..', import.meta.url))
const empty = mkdtempSync(join(tmpdir(), 'vite-dependencies-'))
afterAll(() => rmSync(empty, { recursive: true, force: true }))

/** What the plugin's dependency rules add to the config of an app in `root`. */
function dependencyConfig(root: string): UserConfig {
  const plugin = nuxtUiJsonforms({ source: false, ui: false }).find((p: Plugin) => p.name === 'nuxt-ui-jsonforms:dependencies')!
  const config = (plugin.config as (config: UserConfig) => UserConfig)({ root })
  return config
}

describe('the Vite plugin\'s pre-bundling and dedupe lists', () => {
  it('pre-bundles the validators, JSON Forms and the builder\'s CodeMirror packages, and keeps one copy of each editor package', () => {
    const config = dependencyConfig(repository)
    expect(config.optimizeDeps?.exclude).toEqual(['nuxt-ui-jsonforms'])
    expect(config.optimizeDeps?.include).toEqual(expect.arrayContaining(['ajv', '@jsonforms/core', '@codemirror/state', '@codemirror/view', '@codemirror/lang-json']))
    expect(config.resolve?.dedupe).toEqual(expect.arrayContaining(['@tiptap/core', 'prosemirror-state', '@codemirror/state', '@codemirror/view']))
  })

  it('leaves out the packages an app does not have installed', () => {
    const config = dependencyConfig(empty)
    expect(config.optimizeDeps?.include).toEqual(['ajv', 'ajv-formats', '@jsonforms/core', '@jsonforms/vue', 'nuxt-ui-jsonforms > ajv-errors', 'nuxt-ui-jsonforms > ajv-draft-04'])
    expect(config.resolve?.dedupe).toEqual([])
  })
})
