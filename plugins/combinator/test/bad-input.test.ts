import { tolerantMiddleware } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { control, settle } from 'nuxt-ui-jsonforms/testing'
import { mountCombinator, openSelect, problems, shownVariant, subFormFields, switchTo, unmountAll } from './helpers'
import { petForm, petSchema, petVariants } from './schemas'

const logged = () => {
  const error = vi.spyOn(console, 'error')
  const warn = vi.spyOn(console, 'warn')
  return { calls: () => [...error.mock.calls, ...warn.mock.calls].map(args => args.map(String).join(' ').slice(0, 300)) }
}
afterEach(() => {
  unmountAll()
  vi.restoreAllMocks()
})

describe('data that fits no variant', () => {
  it('is explained, shown with the first variant, and kept untouched until the user edits', async () => {
    const console = logged()
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { colour: 'red' } } })
    expect(problems(wrapper)).toEqual(['The stored value fits none of the variants. It is kept as it is until you edit it; the first variant is shown.'])
    expect(shownVariant(wrapper, 'pet')).toBe('Cat')
    expect(data.value).toEqual({ pet: { colour: 'red' } })
    await wrapper.find('input[name="owner"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ owner: 'Ada', pet: { colour: 'red' } })
    await wrapper.find('input[name="pet.name"]').setValue('Tom')
    await settle()
    expect(data.value).toEqual({ owner: 'Ada', pet: { colour: 'red', name: 'Tom' } })
    expect(problems(wrapper)).toEqual([])
    expect(console.calls()).toEqual([])
  })

  it('of the wrong type altogether is explained as well, and a switch keeps it recoverable', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: 'Felix' } })
    expect(problems(wrapper)).toHaveLength(1)
    await switchTo(wrapper, 'pet', 'Dog')
    expect(data.value).toEqual({ pet: { kind: 'dog', breed: 'mixed' } })
    expect(problems(wrapper)).toEqual([])
    await switchTo(wrapper, 'pet', 'Cat')
    expect(data.value).toEqual({ pet: 'Felix' })
  })

  it('is not claimed to fit nothing when there is no data', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: null } })
    expect(problems(wrapper)).toEqual([])
  })
})

describe('entries that cannot be picked', () => {
  const withEntries = (entries: unknown[], extra: Record<string, unknown> = {}) => ({
    type: 'object',
    properties: { owner: { type: 'string' }, pet: { title: 'Pet', oneOf: entries } },
    definitions: { cat: petVariants[0] },
    ...extra,
  }) as never

  it('an entry that is not a schema object: explained, the others still work', async () => {
    const console = logged()
    const { wrapper, data } = await mountCombinator({ schema: withEntries([42, petVariants[0], 'dog']), uischema: petForm, data: {}, middleware: tolerantMiddleware })
    expect(problems(wrapper)).toEqual([
      'Variant 1 of oneOf is not a schema object; it cannot be picked.',
      'Variant 3 of oneOf is not a schema object; it cannot be picked.',
    ])
    expect(await openSelect(wrapper, 'pet')).toEqual(['Cat'])
    expect(subFormFields(wrapper)).toEqual(['pet.name'])
    await wrapper.find('input[name="pet.name"]').setValue('Tom')
    await settle()
    expect(data.value).toEqual({ pet: { name: 'Tom' } })
    expect(console.calls()).toEqual([])
  })

  it('a $ref that does not resolve: explained, the resolvable $ref and the rest of the form work', async () => {
    const console = logged()
    const schema = withEntries([{ $ref: '#/definitions/cat' }, { $ref: '#/definitions/missing' }])
    const { wrapper, data } = await mountCombinator({ schema, uischema: petForm, data: { pet: { name: 'Tom' } }, middleware: tolerantMiddleware })
    expect(problems(wrapper)).toEqual(['Variant 2 of oneOf refers to "#/definitions/missing", which does not resolve; it cannot be picked.'])
    expect(wrapper.find('[data-testid="form-notice"]').text()).toContain('#/definitions/missing')
    expect(shownVariant(wrapper, 'pet')).toBe('Cat')
    await wrapper.find('input[name="owner"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ owner: 'Ada', pet: { name: 'Tom' } })
    expect(console.calls()).toEqual([])
  })

  it('a oneOf that is not a list: explained, no selector, the rest of the form works', async () => {
    const { wrapper, data } = await mountCombinator({ schema: withEntries('cat' as never), uischema: petForm, data: {}, middleware: tolerantMiddleware })
    expect(problems(wrapper)).toEqual(['The oneOf of this field is not a list of schemas.'])
    expect(wrapper.find('[data-path="pet"] button[role=combobox]').exists()).toBe(false)
    await wrapper.find('input[name="owner"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ owner: 'Ada' })
  })

  it('a variant whose $refs point into the root definitions is still matched against the data', async () => {
    const schema = {
      type: 'object',
      definitions: { name: { type: 'string' }, cat: { type: 'object', title: 'Cat', properties: { name: { $ref: '#/definitions/name' } }, required: ['name'], additionalProperties: false } },
      properties: { pet: { oneOf: [{ $ref: '#/definitions/cat' }, { title: 'Bird', type: 'object', properties: { wings: { type: 'number' } }, additionalProperties: false }] } },
    } as never
    const { wrapper } = await mountCombinator({ schema, uischema: control('pet'), data: { pet: { wings: 2 } } })
    expect(shownVariant(wrapper, 'pet')).toBe('Bird')
    const cat = await mountCombinator({ schema, uischema: control('pet'), data: { pet: { name: 'Tom' } } })
    expect(shownVariant(cat.wrapper, 'pet')).toBe('Cat')
  })
})

describe('the known upstream defect (a sub-form replaced inside the select\'s update handler)', () => {
  it('the switch waits one tick: the render that follows the select\'s update still shows the old sub-form', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { name: 'Tom', lives: 9 } } })
    wrapper.findComponent({ name: 'Select' }).vm.$emit('update:modelValue', '1')
    await nextTick()
    expect(subFormFields(wrapper)).toEqual(['pet.name'])
    expect(wrapper.find('input[name="pet.breed"]').exists()).toBe(false)
    await settle()
    expect(subFormFields(wrapper)).toEqual(['pet.name', 'pet.breed'])
    expect(data.value).toEqual({ pet: { kind: 'dog', breed: 'mixed' } })
  })

  it('switching variant, then clicking elsewhere, logs no error', async () => {
    const console = logged()
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { name: 'Tom', lives: 9 } } })
    await switchTo(wrapper, 'pet', 'Dog')
    const elsewhere = wrapper.find('input[name="owner"]')
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
      elsewhere.element.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', button: 0 }))
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0 }))
    await settle()
    await elsewhere.setValue('Ada')
    await settle()
    expect(data.value).toEqual({ owner: 'Ada', pet: { kind: 'dog', breed: 'mixed' } })
    expect(console.calls()).toEqual([])
  })
})
