import { allRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listDanglingReferences } from '../../e2e/danglingReferences'
import '../../plugins/editor/test/happyDomFixes'
import { type FormInput, control, mountForm, objectSchema } from '../helpers/mountForm'

/** Lazy chunks (Tiptap above all) can take seconds to import on a busy machine: a bound, not a delay. */
const ready = { timeout: 60_000 }

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

async function mounted(input: FormInput, selector: string): Promise<void> {
  const { wrapper } = await mountForm(input)
  unmount = () => wrapper.unmount()
  // Lazy families: the control is there once its chunk has arrived.
  await vi.waitFor(() => expect(document.querySelector(selector)).not.toBeNull(), ready)
}

/** A label `for` or an ARIA reference must name an element of the page, even with no server involved. */
describe('label and ARIA references of widgets that are no form control', () => {
  it('the calendar: its label names no missing input', async () => {
    await mounted({ schema: objectSchema({ day: { type: 'string', format: 'date', title: 'Day' } }), uischema: control('day', { format: 'calendar' }), data: {} }, '[data-testid="calendar"]')
    expect(listDanglingReferences()).toEqual([])
  })

  it('the colour picker shown without its text field', async () => {
    await mounted({ schema: objectSchema({ shade: { type: 'string', format: 'color', title: 'Shade' } }), uischema: control('shade', { showInput: false }), data: {} }, '[data-testid="color-picker"]')
    expect(listDanglingReferences()).toEqual([])
  })

  it('the rich-text editor and its hint in uiRenderers', async () => {
    const schema = objectSchema({ summary: { type: 'string', title: 'Summary' } })
    await mounted({ schema, uischema: control('summary', { wysiwyg: true }), data: {} }, '[data-testid="wysiwyg-hint"]')
    expect(listDanglingReferences()).toEqual([])
    unmount?.()
    await mounted({ schema, uischema: control('summary', { wysiwyg: true }), data: {}, renderers: allRenderers }, '.ProseMirror')
    expect(listDanglingReferences()).toEqual([])
  })

  it('the stepper: each step button\'s description exists', async () => {
    const category = (label: string, name: string) => ({ type: 'Category', label, elements: [control(name)] })
    const uischema = { type: 'Categorization', options: { variant: 'stepper' }, elements: [category('Person', 'name'), category('Address', 'street')] } as never
    await mounted({ schema: objectSchema({ name: { type: 'string' }, street: { type: 'string' } }), uischema, data: {} }, '[data-testid="stepper-nav"]')
    expect(listDanglingReferences()).toEqual([])
  })
})
