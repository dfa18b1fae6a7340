import { type JsonFormsRendererRegistryEntry, createAjv, getControlPath } from '@jsonforms/core'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { describe, expect, it, vi } from 'vitest'
import { getCurrentInstance, toRaw } from 'vue'
import { config } from '@vue/test-utils'
import { countRenders } from '../helpers/countRenders'
import { control, mountForm, settle } from '../helpers/mountForm'

/** A form with a field of every family: choices, colour, slider, rating, pin, tags, date, upload, autocomplete, object, array, combinator. */
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 8 },
    plan: { type: 'string', enum: ['free', 'pro'] },
    size: { type: 'string', enum: ['s', 'm', 'l'] },
    colour: { type: 'string', format: 'color' },
    volume: { type: 'integer', minimum: 0, maximum: 10 },
    stars: { type: 'integer', minimum: 0, maximum: 5 },
    code: { type: 'string', maxLength: 4 },
    labels: { type: 'array', items: { type: 'string' } },
    birthday: { type: 'string', format: 'date' },
    avatar: { type: 'string', format: 'data-url' },
    city: { type: 'string' },
    address: { type: 'object', properties: { street: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' } } },
    items: { type: 'array', items: { type: 'object', properties: { title: { type: 'string', minLength: 2 } } } },
    payment: { oneOf: [
      { title: 'Card', type: 'object', properties: { holder: { type: 'string' }, number: { type: 'string' } }, required: ['number'] },
      { title: 'Transfer', type: 'object', properties: { iban: { type: 'string' } }, required: ['iban'] },
    ] },
  },
  required: ['name', 'plan', 'code'],
}

const uischema = {
  type: 'VerticalLayout',
  elements: [
    control('name'),
    control('plan'),
    control('size', { format: 'radio' }),
    control('colour'),
    control('volume', { slider: true }),
    control('stars', { format: 'rating' }),
    control('code', { format: 'pin', length: 4 }),
    control('labels', { format: 'tags' }),
    control('birthday'),
    control('avatar'),
    control('city', { api: { url: 'https://example.invalid/cities', itemsPath: 'results', labelKey: 'name', valueKey: 'code' } }),
    control('address'),
    control('items'),
    control('payment'),
  ],
}

const data = () => ({ name: 'Ada', size: 'm', volume: 3, stars: 2, labels: ['a'], address: { street: 'Main', zip: '1' }, items: [{ title: 'one' }, { title: 'two' }], payment: { holder: 'Ada', number: '4242' } })

describe('a form of every family', () => {
  it('re-renders only the typed field', async () => {
    const renders = countRenders()
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: data() })
    renders.clear()
    await form.type('name', 'Ada L')
    await form.type('name', 'Ada Lovelace')
    expect((form.data.value as { name: string }).name).toBe('Ada Lovelace')
    expect([...renders.keys()]).toEqual(['name'])
  })

  // A keystroke inside a list item, an object's sub-form or a variant gives the enclosing field a new state.
  it.each([
    ['an array row, not the array that holds it', 'items.1.title', 'second', { items: [{ title: 'one' }, { title: 'second' }] }],
    ['an object\'s sub-form, not the object', 'address.street', 'High Street', { address: { street: 'High Street', zip: '1' } }],
    ['a combinator\'s variant, not its selector, notes or other fields', 'payment.holder', 'Ada Lovelace', { payment: { holder: 'Ada Lovelace', number: '4242' } }],
  ])('re-renders only the typed field of %s', async (_where, path, text, expected) => {
    const renders = countRenders()
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: data() })
    renders.clear()
    await form.type(path, text)
    expect(form.data.value).toMatchObject(expected)
    expect([...renders.keys()]).toEqual([path])
  })

  it('does not rank any field again when the data changes', async () => {
    const counted = uiRenderers.map(entry => ({ ...entry, tester: vi.fn(entry.tester) })) as JsonFormsRendererRegistryEntry[]
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: data(), renderers: counted })
    // Every element is ranked once (`@jsonforms/vue`'s own `<JsonForms>` would rank the root
    // layout again on every change, so the root is left out of the count).
    const fieldRankings = () => counted.flatMap(entry => vi.mocked(entry.tester).mock.calls)
      .filter(([element]) => toRaw(element) !== toRaw(form.props.value.uischema)).length
    const before = fieldRankings()
    expect(before).toBeGreaterThan(counted.length * uischema.elements.length)
    await form.type('name', 'Ada Lovelace')
    await form.type('address.street', 'High Street')
    await form.type('items.0.title', 'first')
    await form.type('payment.holder', 'Grace')
    expect((form.data.value as { address: { street: string } }).address.street).toBe('High Street')
    expect(fieldRankings()).toBe(before)
  })

  it('shows exactly the errors AJV finds for the final data after a burst of keystrokes', async () => {
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: data() })
    const validate = createAjv().compile(schema)
    const errorsOf = (list: readonly { instancePath: string, keyword: string, params: object }[]) =>
      list.map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    const shownAt = () => [...new Set(form.wrapper.findAll('[data-slot="error"]').map(error => error.element.closest('[data-path]')?.getAttribute('data-path')))].sort()

    for (const [path, burst] of [['name', ['A', 'Ad', 'Ada', 'Ada L']], ['address.zip', ['7', '75', '750', '7500', '75001']], ['name', ['Ada Lo', 'Ada Lov', 'Ada Lovelace']]] as const) {
      const input = form.field(path).find('input').element as HTMLInputElement
      for (const text of burst) {
        input.value = text
        input.dispatchEvent(new Event('input'))
      }
      await settle()
      const final = JSON.parse(JSON.stringify(form.data.value))
      expect(validate(final)).toBe(false)
      expect(errorsOf(form.errors.value)).toEqual(errorsOf(validate.errors!))
      expect(shownAt()).toEqual([...new Set(validate.errors!.map(error => getControlPath(error)))].sort())
    }
    expect(form.data.value).toMatchObject({ name: 'Ada Lovelace', address: { zip: '75001' } })
  })
})

describe('a form of nested layouts', () => {
  const fields = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'mode']
  const nestedSchema = { type: 'object', properties: Object.fromEntries(fields.map(name => [name, { type: 'string', minLength: 2 }])) }
  const rule = (effect: string, value: string) => ({ effect, condition: { scope: '#/properties/mode', schema: { const: value } } })
  const nested = {
    type: 'VerticalLayout',
    elements: [
      control('mode'),
      { type: 'HorizontalLayout', elements: [control('f0'), control('f1')] },
      { type: 'Group', label: 'Hidden by mode', rule: rule('HIDE', 'hide'), elements: [
        control('f2'),
        { type: 'VerticalLayout', rule: rule('DISABLE', 'lock'), elements: [control('f3'), control('f4')] },
      ] },
      control('f5'),
    ],
  }
  /** The components that place elements: layouts, their children lists and notices, the dispatchers. */
  const placing = new Set(['NuiElementRenderer', 'LayoutElements', 'FormNotices', 'LinearLayout', 'GroupLayout', 'DispatchRenderer'])

  /** Components of `placing` that were notified of a change or re-rendered, with the root layout told apart. */
  function countLayoutWork() {
    const work: string[] = []
    const describe = () => {
      const instance = getCurrentInstance()!
      const name = instance.type.name ?? (instance.type as { __name?: string }).__name ?? ''
      const uischema = (instance.props as { uischema?: { rule?: object } }).uischema
      const which = !uischema ? '' : toRaw(uischema) === nested ? ' (root)' : uischema.rule ? ' (rule)' : ''
      return placing.has(name) ? `${name}${which}` : undefined
    }
    config.global.mixins = [{
      renderTriggered() {
        const name = describe()
        if (name)
          work.push(`notified ${name}`)
      },
      beforeUpdate() {
        const name = describe()
        if (name)
          work.push(`updated ${name}`)
      },
    }]
    return work
  }

  it('typing into a nested field notifies and updates no layout, list or dispatcher, the root included', async () => {
    const work = countLayoutWork()
    const form = await mountForm({ schema: nestedSchema as never, uischema: nested as never, data: { f0: 'a' } })
    work.length = 0
    await form.type('f3', 'x')
    await form.type('f3', 'typed')
    await form.type('f0', 'ab')
    expect(form.data.value).toEqual({ f0: 'ab', f3: 'typed' })
    // A layout with a rule looks at its rule again (the data it reads changed) and stays as it is;
    // the root's notices look at the errors again. Nothing else that places elements, the root
    // included, is even notified.
    expect(work.filter(entry => entry !== 'notified FormNotices (root)' && !/^notified \w+ \(rule\)$/.test(entry))).toEqual([])
    expect(work).toContain('notified GroupLayout (rule)')
  })

  it('still hides and disables layouts by rules on what is typed', async () => {
    const form = await mountForm({ schema: nestedSchema as never, uischema: nested as never, data: {} })
    const group = () => form.wrapper.find('[data-layout="Group"]')
    expect(group().exists()).toBe(true)
    expect(form.field('f3').find('input').attributes('readonly')).toBeUndefined()
    await form.type('mode', 'lock')
    await vi.waitFor(() => expect(form.field('f3').find('input').attributes('readonly')).toBeDefined())
    expect(form.field('f2').find('input').attributes('readonly')).toBeUndefined()
    await form.type('mode', 'hide')
    await vi.waitFor(() => expect(group().exists()).toBe(false))
    expect(form.wrapper.find('input[name="f3"]').exists()).toBe(false)
    await form.type('mode', 'open')
    await vi.waitFor(() => expect(group().exists()).toBe(true))
    expect(form.field('f3').find('input').attributes('readonly')).toBeUndefined()
  })
})
