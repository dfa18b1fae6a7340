import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { tolerantMiddleware } from 'nuxt-ui-jsonforms'
import { describe, expect, it, vi } from 'vitest'
import { deepObject, valueAt } from '../fixtures/largeInputs'
import { mountForm, settle } from '../helpers/mountForm'
import { mountJsonForm } from '../helpers/mountJsonForm'

const tooDeep = (limit: number) => `This part of the form is nested more than ${limit} levels deep, so it is not shown.`

/** An object nested `depth` levels below a text field `top` (its UI schema generated). */
function deepForm(depth: number) {
  const nested = deepObject(depth)
  const schema: JsonSchema7 = { type: 'object', properties: { top: { type: 'string' }, nested: nested.schema } }
  return { schema, data: { top: 'first', nested: nested.data } }
}

/** A text field `top` beside `depth` vertical layouts nested in each other around a field `leaf`. */
function deepLayouts(depth: number) {
  let element: UISchemaElement = { type: 'Control', scope: '#/properties/leaf' } as UISchemaElement
  for (let level = 0; level < depth; level++)
    element = { type: 'VerticalLayout', elements: [element] } as UISchemaElement
  const uischema = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/top' }, element] } as UISchemaElement
  const schema: JsonSchema7 = { type: 'object', properties: { top: { type: 'string' }, leaf: { type: 'string' } } }
  return { schema, uischema, data: { top: 'first', leaf: 'bottom' } }
}

const notices = (root: { findAll: (selector: string) => { text: () => string }[] }) =>
  root.findAll('[data-testid="unrendered-element"]').map(notice => notice.text())

describe('a form nested 500 deep', () => {
  it('<JsonForm>: an object schema nested 500 deep shows the depth notice where the limit stops it, and the rest of the form takes input', async () => {
    const error = vi.spyOn(console, 'error')
    const form = deepForm(500)
    const { wrapper, data } = await mountJsonForm(form.data, { schema: form.schema })
    expect(notices(wrapper)).toEqual([tooDeep(64)])
    await wrapper.get('input[name="top"]').setValue('changed')
    await vi.waitFor(() => expect((data.value as { top: string }).top).toBe('changed'))
    expect(valueAt(data.value, 'nested.level1.level2.level3')).toBeDefined()
    expect(error).not.toHaveBeenCalled()
  })

  it('<JsonForm>: a UI schema of 500 nested layouts shows the depth notice, and the rest of the form takes input', async () => {
    const form = deepLayouts(500)
    const { wrapper, data } = await mountJsonForm(form.data, { schema: form.schema, uischema: form.uischema })
    expect(notices(wrapper)).toEqual([tooDeep(64)])
    await wrapper.get('input[name="top"]').setValue('changed')
    await vi.waitFor(() => expect(data.value).toEqual({ top: 'changed', leaf: 'bottom' }))
  })

  it('<JsonForms>: both forms show the notice in place, and the limit follows config.maxDepth', async () => {
    const objects = deepForm(500)
    // AJV cannot compile a schema this deep (its code generation runs out of stack): with the
    // tolerant middleware the form renders unvalidated and says so.
    const deepObjects = await mountForm({ schema: objects.schema, data: objects.data, config: { maxDepth: 10 }, middleware: tolerantMiddleware })
    expect(notices(deepObjects.wrapper)).toEqual([tooDeep(10)])
    await deepObjects.type('top', 'changed')
    expect((deepObjects.data.value as { top: string }).top).toBe('changed')

    const layouts = deepLayouts(500)
    const deepLayout = await mountForm({ ...layouts, config: { maxDepth: 3 } })
    expect(notices(deepLayout.wrapper)).toEqual([tooDeep(3)])
  })

  it('renders a form as deep as the limit in full: the root layout, 10 nested layouts and the field are 12 levels', async () => {
    const layouts = deepLayouts(10)
    const full = await mountForm({ ...layouts, config: { maxDepth: 12 } })
    await settle()
    expect(notices(full.wrapper)).toEqual([])
    expect(full.wrapper.find('input[name="leaf"]').exists()).toBe(true)

    const cut = await mountForm({ ...layouts, config: { maxDepth: 11 } })
    expect(notices(cut.wrapper)).toEqual([tooDeep(11)])
    expect(cut.wrapper.find('input[name="leaf"]').exists()).toBe(false)
  })
})
