import { type ExampleDescription, getExamples } from '@jsonforms/examples'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountForm, settle } from '../helpers/mountForm'
import { pendingExamples } from './conformancePending'

/**
 * Every example of `@jsonforms/examples` mounted with `uiRenderers`, as an application would pass
 * it (data, schema, UI schema, registered UI schemas, config, i18n, readonly).
 */
const examples: ExampleDescription[] = getExamples()

/** Problems of one mounted example; empty when it renders cleanly. */
async function problemsOf(example: ExampleDescription): Promise<string[]> {
  const logged: string[] = []
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => { logged.push(`console.error: ${args.join(' ')}`) })
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => { logged.push(`console.warn: ${args.join(' ')}`) })
  const fetch = vi.spyOn(globalThis, 'fetch')
  const problems: string[] = []
  try {
    const { wrapper, data } = await mountForm({
      schema: example.schema,
      uischema: example.uischema,
      data: structuredClone(example.data),
      ...(example.uischemas && { uischemas: example.uischemas }),
      ...(example.config && { config: example.config }),
      ...(example.i18n && { i18n: example.i18n }),
      ...(example.readonly && { readonly: example.readonly }),
    })
    for (const note of wrapper.findAll('[data-testid="unrendered-element"]'))
      problems.push(`unrendered: ${note.text()}`)
    if (/No applicable renderer found/i.test(wrapper.text()))
      problems.push('"No applicable renderer found" on the page')
    // A text field a user types into: not a number spinner, not a widget's hidden form input.
    const typeable = ':not([role="spinbutton"]):not([aria-hidden="true"]):not([tabindex="-1"])'
    const field = wrapper.findAll(`input[type="text"]${typeable}, input:not([type])${typeable}, textarea${typeable}`)
      .find(input => !input.attributes('readonly') && input.attributes('disabled') === undefined
        && (input.element as HTMLInputElement).value.length < Number(input.attributes('maxlength') ?? Infinity))
    if (field) {
      const before = JSON.stringify(data.value)
      await field.setValue(`${(field.element as HTMLInputElement).value}x`)
      await settle()
      if (JSON.stringify(data.value) === before)
        problems.push(`typing into ${field.attributes('name') ?? 'the first text field'} did not change the data`)
    }
    wrapper.unmount()
  }
  catch (thrown) {
    problems.push(`threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`)
  }
  finally {
    error.mockRestore()
    warn.mockRestore()
    fetch.mockRestore()
  }
  if (fetch.mock.calls.length)
    problems.push(`made ${fetch.mock.calls.length} network request(s)`)
  return [...problems, ...logged.map(line => line.slice(0, 300))]
}

describe('@jsonforms/examples conformance', () => {
  const clean: string[] = []
  beforeEach(() => { document.body.innerHTML = '' })
  afterEach(() => { document.body.innerHTML = '' })
  afterAll(() => {
    // eslint-disable-next-line no-console -- the suite reports its count
    console.log(`conformance: ${clean.length}/${examples.length} examples clean, ${Object.keys(pendingExamples).length} pending`)
  })

  it('knows every example it lists as pending', () => {
    const names = new Set(examples.map(example => example.name))
    expect(Object.keys(pendingExamples).filter(name => !names.has(name))).toEqual([])
  })

  it.each(examples.map(example => [example.name, example] as const))('%s', async (name, example) => {
    const problems = await problemsOf(example)
    if (name in pendingExamples) {
      // A pending example that now renders cleanly must leave the list: the list only shrinks.
      expect(problems, `${name} is clean now: remove it from conformancePending.ts`).not.toEqual([])
      return
    }
    expect(problems).toEqual([])
    clean.push(name)
  })
})
