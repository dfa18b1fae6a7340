import { afterEach, describe, expect, it } from 'vitest'
import { control, settle } from 'nuxt-ui-jsonforms/testing'
import { mountCombinator, openMenu, openSelect, pick, shownVariant, subFormFields, switchTo, unmountAll } from './helpers'
import { petForm, petSchema } from './schemas'

afterEach(unmountAll)

const cat = { name: 'Tom', lives: 9 }
const dog = { kind: 'dog', name: 'Rex', breed: 'pug' }

describe.each(['oneOf', 'anyOf'] as const)('a %s of object schemas', (keyword) => {
  it('labels the variants by title, by a const discriminator\'s title, else "Option n"', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(keyword), uischema: petForm, data: {} })
    expect(await openSelect(wrapper, 'pet')).toEqual(['Cat', 'Dog', 'Option 3'])
    expect(wrapper.find('[data-path="pet"] label').text()).toBe('Pet')
  })

  it('starts on the first variant the data fits, and shows that variant\'s sub-form without the discriminator', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(keyword), uischema: petForm, data: { pet: dog } })
    expect(shownVariant(wrapper, 'pet')).toBe('Dog')
    expect(subFormFields(wrapper)).toEqual(['pet.name', 'pet.breed'])
    expect((wrapper.find('input[name="pet.breed"]').element as HTMLInputElement).value).toBe('pug')
    const birds = await mountCombinator({ schema: petSchema(keyword), uischema: petForm, data: { pet: { wings: 2 } } })
    expect(shownVariant(birds.wrapper, 'pet')).toBe('Option 3')
  })

  it('starts on the first variant when there is no data, and edits go to the data', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(keyword), uischema: petForm, data: {} })
    expect(shownVariant(wrapper, 'pet')).toBe('Cat')
    expect(subFormFields(wrapper)).toEqual(['pet.name'])
    await wrapper.find('input[name="pet.name"]').setValue('Tom')
    await settle()
    expect(data.value).toEqual({ pet: { name: 'Tom' } })
  })

  it('stores the new variant\'s defaults and sets its discriminator on a switch', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(keyword), uischema: petForm, data: { owner: 'Ada' } })
    await switchTo(wrapper, 'pet', 'Dog')
    expect(data.value).toEqual({ owner: 'Ada', pet: { kind: 'dog', breed: 'mixed' } })
    expect(shownVariant(wrapper, 'pet')).toBe('Dog')
    expect(subFormFields(wrapper)).toEqual(['pet.name', 'pet.breed'])
    await switchTo(wrapper, 'pet', 'Cat')
    expect(data.value).toEqual({ owner: 'Ada', pet: { lives: 9 } })
  })

  it('keeps the data of the variant left behind, and restores it when switching back', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(keyword), uischema: petForm, data: { pet: { ...cat } } })
    await switchTo(wrapper, 'pet', 'Dog')
    expect(data.value).toEqual({ pet: { kind: 'dog', breed: 'mixed' } })
    await wrapper.find('input[name="pet.breed"]').setValue('pug')
    await settle()
    await switchTo(wrapper, 'pet', 'Cat')
    expect(data.value).toEqual({ pet: cat })
    expect((wrapper.find('input[name="pet.name"]').element as HTMLInputElement).value).toBe('Tom')
    await switchTo(wrapper, 'pet', 'Dog')
    expect(data.value).toEqual({ pet: { kind: 'dog', breed: 'pug' } })
  })
})

describe('emptying a variant', () => {
  it('is what coming back to it restores, not the data it held before', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { name: 'Tom' } } })
    await switchTo(wrapper, 'pet', 'Dog')
    await switchTo(wrapper, 'pet', 'Cat')
    expect(data.value).toEqual({ pet: { name: 'Tom' } })
    await wrapper.find('input[name="pet.name"]').setValue('')
    await settle()
    expect(data.value).toEqual({ pet: {} })
    await switchTo(wrapper, 'pet', 'Dog')
    await switchTo(wrapper, 'pet', 'Cat')
    expect(data.value).toEqual({ pet: { lives: 9 } })
  })

  it('ignores a selector update without a variant', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: dog } })
    wrapper.findComponent({ name: 'Select' }).vm.$emit('update:modelValue', null)
    await settle()
    expect(data.value).toEqual({ pet: dog })
    expect(shownVariant(wrapper, 'pet')).toBe('Dog')
  })
})

describe('the switch note', () => {
  it('says where the field switched to, and Undo brings back the previous variant with its data', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { ...cat } } })
    expect(wrapper.find('[data-testid="combinator-switched"]').exists()).toBe(false)
    await switchTo(wrapper, 'pet', 'Dog')
    expect(wrapper.find('[role="status"]').text()).toContain('Switched to Dog.')
    const undo = wrapper.find('[data-testid="combinator-undo"]')
    expect(undo.text()).toBe('Undo')
    expect(undo.attributes('aria-label')).toBe('Undo: back to Cat and its data')
    await wrapper.find('input[name="pet.name"]').setValue('Rex')
    await settle()
    await undo.trigger('click')
    await settle()
    expect(data.value).toEqual({ pet: cat })
    expect(shownVariant(wrapper, 'pet')).toBe('Cat')
    expect(wrapper.find('[data-testid="combinator-switched"]').exists()).toBe(false)
    // What the dog held when undone is remembered too.
    await switchTo(wrapper, 'pet', 'Dog')
    expect(data.value).toEqual({ pet: { kind: 'dog', name: 'Rex', breed: 'mixed' } })
  })

  it('is not shown when nothing but the variant\'s start was left behind', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: {} })
    await switchTo(wrapper, 'pet', 'Dog')
    await switchTo(wrapper, 'pet', 'Option 3')
    expect(data.value).toEqual({ pet: {} })
    expect(wrapper.find('[data-testid="combinator-switched"]').exists()).toBe(false)
  })

  it('goes away on the next switch and says the new one', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { ...cat } } })
    await switchTo(wrapper, 'pet', 'Dog')
    await wrapper.find('input[name="pet.name"]').setValue('Rex')
    await settle()
    await switchTo(wrapper, 'pet', 'Option 3')
    expect(wrapper.findAll('[data-testid="combinator-switched"]').map(n => n.text())).toEqual(['Switched to Option 3.'])
    expect(wrapper.find('[data-testid="combinator-undo"]').attributes('aria-label')).toBe('Undo: back to Dog and its data')
  })
})

describe('the selector', () => {
  it('is a USelect by default, with select spread onto it', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: control('pet', { select: { size: 'lg', variant: 'soft' } }), data: {} })
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(false)
    const select = wrapper.findComponent({ name: 'Select' })
    expect(select.props('size')).toBe('lg')
    expect(select.props('variant')).toBe('soft')
    expect(wrapper.find('[data-path="pet"] button[role=combobox]').attributes('id')).toBe(wrapper.find('[data-path="pet"] label').attributes('for'))
  })

  it('is a searchable USelectMenu when selectMenu is given, spread onto it, and switches the same way', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: control('pet', { selectMenu: { variant: 'subtle' }, select: { size: 'xl' } }), data: {} })
    expect(wrapper.findComponent({ name: 'Select' }).exists()).toBe(false)
    const menu = wrapper.findComponent({ name: 'SelectMenu' })
    expect(menu.props('variant')).toBe('subtle')
    expect(menu.props('size')).not.toBe('xl')
    expect(await openMenu(wrapper, 'pet')).toEqual(['Cat', 'Dog', 'Option 3'])
    expect(document.body.querySelector('[role=dialog] input, [data-slot=content] input')).not.toBeNull()
    await pick('Dog', 'click')
    expect(data.value).toEqual({ pet: { kind: 'dog', breed: 'mixed' } })
    expect(wrapper.find('[data-path="pet"] [data-slot=value], [data-path="pet"] [data-slot=trailing]').exists()).toBe(true)
  })

  it('is disabled when read-only, and so is the sub-form', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: control('pet', { readonly: true }), data: { pet: cat } })
    expect(wrapper.find('[data-path="pet"] button[role=combobox]').attributes('disabled')).toBeDefined()
    const name = wrapper.find('input[name="pet.name"]')
    expect(name.attributes('readonly') ?? name.attributes('disabled')).toBeDefined()
  })

  it('takes a name from the field label, else is labelled "Variant"', async () => {
    const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: control('pet', undefined, { label: false }), data: {} })
    expect(wrapper.find('[data-path="pet"] button[role=combobox]').attributes('aria-label')).toBe('Variant')
  })
})

describe('variants that are not objects', () => {
  const schema = { type: 'object', properties: { quantity: { oneOf: [{ type: 'string' }, { type: 'number' }] } } } as never

  it('picks the variant by the data\'s type and labels its field with the variant label', async () => {
    const { wrapper } = await mountCombinator({ schema, uischema: control('quantity'), data: { quantity: 5 } })
    expect(shownVariant(wrapper, 'quantity')).toBe('Option 2')
    expect(wrapper.find('[data-testid="combinator-variant"] [role=spinbutton]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="combinator-variant"] label').text()).toBe('Option 2')
  })

  it('starts a primitive variant empty, and switching back restores the number', async () => {
    const { wrapper, data } = await mountCombinator({ schema, uischema: control('quantity'), data: { quantity: 5 } })
    await switchTo(wrapper, 'quantity', 'Option 1')
    expect(data.value).toEqual({})
    await wrapper.find('[data-testid="combinator-variant"] input').setValue('five')
    await settle()
    expect(data.value).toEqual({ quantity: 'five' })
    await switchTo(wrapper, 'quantity', 'Option 2')
    expect(data.value).toEqual({ quantity: 5 })
  })

  it('stores the const of a const variant of an anyOf, with nothing else to fill in', async () => {
    const anyOf = { type: 'object', properties: { size: { anyOf: [{ const: 'auto', title: 'Automatic' }, { type: 'integer', title: 'Fixed', minimum: 1 }] } } } as never
    const { wrapper, data } = await mountCombinator({ schema: anyOf, uischema: control('size'), data: { size: 3 } })
    expect(shownVariant(wrapper, 'size')).toBe('Fixed')
    await switchTo(wrapper, 'size', 'Automatic')
    expect(data.value).toEqual({ size: 'auto' })
    expect(wrapper.find('[data-testid="combinator-variant"]').exists()).toBe(false)
  })
})

describe('a oneOf of const entries', () => {
  it('is left to the choice family (a select of the consts)', async () => {
    const schema = { type: 'object', properties: { plan: { type: 'string', oneOf: [{ const: 'f', title: 'Free' }, { const: 'p', title: 'Pro' }] } } } as never
    const { wrapper } = await mountCombinator({ schema, uischema: control('plan'), data: {} })
    expect(wrapper.find('[data-testid="combinator-variant"]').exists()).toBe(false)
    expect(await openMenu(wrapper, 'plan')).toEqual(['Free', 'Pro'])
  })
})

describe('strings', () => {
  it('go through the host translator', async () => {
    const translate = (key: string, fallback?: string, values?: Record<string, unknown>) => ({
      'nui.combinator.option': `Choix ${values?.number}`,
      'nui.combinator.switched': `Passé à ${values?.label}.`,
      'nui.combinator.undo': 'Annuler',
    } as Record<string, string>)[key] ?? fallback
    const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: petForm, data: { pet: { ...cat } }, i18n: { locale: 'fr', translate: translate as never } })
    expect(await openSelect(wrapper, 'pet')).toEqual(['Cat', 'Dog', 'Choix 3'])
    await pick('Choix 3')
    expect(wrapper.find('[role="status"]').text()).toContain('Passé à Choix 3.')
    expect(wrapper.find('[data-testid="combinator-undo"]').text()).toBe('Annuler')
  })
})
