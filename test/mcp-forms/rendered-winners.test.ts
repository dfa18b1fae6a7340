import type { UISchemaElement } from '@jsonforms/core'
import { allPlugins, allRenderers, bundleRefs, tolerantMiddleware } from 'nuxt-ui-jsonforms'
import { mountForm, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { type Component, type ComponentInternalInstance, toRaw } from 'vue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examples } from '../../playground/examples'
import type { CheckedElement, FormCheck } from '../../src/mcp/forms/checkForm'
import { mcpForms } from '../../presets/mcpForms'
import { type DocsClient, connectDocsClient } from '../node/helpers/docsClient'

/**
 * The examples made to show what a broken form looks like, and the one problem each is made of;
 * every other gallery example checks clean (notes on what `allRenderers` renders aside: the
 * gallery renders with it).
 */
const brokenOnPurpose: Record<string, string[]> = {
  'bad-input': ['scope-unresolved /elements/0/scope', 'no-renderer /elements/1'],
  'broken-schema': ['schema-not-compiled '],
}

/**
 * Options of JSON Forms' Material and Vanilla renderers that JSON Forms' own examples (the gallery's
 * `jsonforms-*`) set, and no family of this library reads: `check_form` rightly reports them as
 * unknown, and nothing else of those examples.
 */
const otherRendererOptions = new Set(['trim', 'restrict', 'labelRef', 'showNavButtons', 'autocomplete', 'clearLabel', 'cancelLabel', 'okLabel', 'views', 'ampm', 'dateFormat', 'dateSaveFormat', 'timeFormat', 'timeSaveFormat', 'dateTimeFormat', 'dateTimeSaveFormat'])
const ofOtherRenderers = (problem: FormCheck['problems'][number]) => problem.kind === 'unknown-option' && otherRendererOptions.has(problem.pointer.split('/').at(-1)!)

let mcp: DocsClient
beforeAll(async () => {
  // The form tools read no docs: the docs origin is never asked for.
  mcp = await connectDocsClient({ baseUrl: 'http://127.0.0.1:9' }, mcpForms)
})
afterAll(async () => {
  await mcp?.close()
})

/** `family/entry` of every renderer entry of `allRenderers`, by the component the form renders for it (text and password share one). */
async function entriesByComponent(): Promise<Map<Component, string[]>> {
  const byComponent = new Map<Component, string[]>()
  const note = (component: Component, name: string) => byComponent.set(component, [...(byComponent.get(component) ?? []), name])
  const entries = allPlugins.flatMap(plugin => plugin.entries.map(entry => ({ plugin, entry })))
  for (const [index, { plugin, entry }] of entries.entries()) {
    const name = `${plugin.name}/${entry.name}`
    note(allRenderers[index]!.renderer as Component, name)
    if (entry.load) {
      const loaded = await entry.load()
      note((loaded as { default?: Component }).default ?? loaded as Component, name)
    }
  }
  return byComponent
}

/** The entries of the component a mounted element renders: itself, or the loaded component its own wrapper is linked to by prototype. */
function entriesOf(byComponent: Map<Component, string[]>, component: Component): string[] | undefined {
  return byComponent.get(component) ?? byComponent.get(Object.getPrototypeOf(component) as Component)
}

/** The element at a JSON Pointer of a UI schema. */
function elementAt(uischema: UISchemaElement, pointer: string): unknown {
  return pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], uischema)
}

describe('check_form on the gallery', () => {
  let byComponent: Map<Component, string[]>
  beforeAll(async () => {
    byComponent = await entriesByComponent()
  })

  // Mounted as the gallery mounts them: with allRenderers and the tolerant middleware.
  it.each(examples.map(example => [example.id, example] as const))('%s: checks clean, and names the renderers the mounted form renders', async (_id, example) => {
    // Without a schema, the form makes one of the data, as it does for `true`.
    // An example's other documents (`schemas`) bundled into its schema, as the form reads it.
    const schema = example.schema && bundleRefs(example.schema, example.schemas)
    const result = await mcp.call('check_form', { schema: schema ?? true, ...(example.uischema && { uischema: example.uischema }), data: example.data, ...(example.config && { config: example.config }) })
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
    const check = result.structuredContent as unknown as FormCheck
    const problems = check.problems
      .filter(problem => problem.kind !== 'all-renderers' && !(example.id.startsWith('jsonforms-') && ofOtherRenderers(problem)))
      .map(problem => `${problem.kind} ${problem.pointer}`)
    expect(problems, JSON.stringify(check.problems)).toEqual(brokenOnPurpose[example.id] ?? [])

    const form = await mountForm({ schema, uischema: example.uischema, data: example.data, config: example.config, renderers: allRenderers, middleware: tolerantMiddleware, uischemas: example.uischemas, i18n: example.i18n, readonly: example.readonly })
    await waitForChunks()
    const dispatched = form.wrapper.findAllComponents({ name: 'NuiElementRenderer' }).map(wrapper => (wrapper.vm.$ as ComponentInternalInstance))
    // The UI schema the form renders: the example's, or the one it generated (its root element's).
    const uischema = example.uischema ?? toRaw(dispatched[0]!.props.uischema) as UISchemaElement
    const named = new Map<unknown, CheckedElement>(check.elements.map(element => [elementAt(uischema, element.pointer), element]))
    const rendered = dispatched.filter(instance => named.has(toRaw(instance.props.uischema)))
    // The root at least, rendered through the same dispatcher as every element.
    expect(rendered.length).toBeGreaterThan(0)
    for (const instance of rendered) {
      const element = named.get(toRaw(instance.props.uischema))!
      const winner = element.withAllRenderers ?? element.renderer
      expect(entriesOf(byComponent, instance.subTree.type as Component), element.pointer).toContain(`${winner?.family}/${winner?.entry}`)
    }
  })
})
