import { describe, expect, it } from 'vitest'
import { control, settle } from 'nuxt-ui-jsonforms/testing'
import { categorization, category, mountTabs, navigateHash, shownInputs, useCleanLocation } from './helpers'

useCleanLocation()

const tabTriggers = (wrapper: Awaited<ReturnType<typeof mountTabs>>['wrapper'], root = '[data-layout="Categorization"]') =>
  wrapper.find(root).findAll('[role="tab"]')

async function pick(wrapper: Awaited<ReturnType<typeof mountTabs>>['wrapper'], label: string, root?: string): Promise<void> {
  const trigger = tabTriggers(wrapper, root).find(tab => tab.text() === label)
  if (!trigger)
    throw new Error(`no tab "${label}"`)
  await trigger.trigger('mousedown', { button: 0 })
  await settle()
}

describe('Categorization as tabs (UTabs)', () => {
  it('renders one tab per category, the first one open', async () => {
    const { wrapper } = await mountTabs({ uischema: categorization() })
    expect(tabTriggers(wrapper).map(tab => tab.text())).toEqual(['Person', 'Address', 'Billing'])
    expect(tabTriggers(wrapper)[0]!.attributes('aria-selected')).toBe('true')
    expect(shownInputs(wrapper)).toEqual(['name'])
    expect(wrapper.find('[role="tabpanel"] [data-layout="Category"]').exists()).toBe(true)
  })

  it('switches tabs, writes the tab to the hash and pushes a history entry', async () => {
    const { wrapper, data } = await mountTabs({ uischema: categorization() })
    const before = window.history.length
    await pick(wrapper, 'Address')
    expect(shownInputs(wrapper)).toEqual(['street'])
    expect(window.location.hash).toBe('#tab=1')
    expect(window.history.length).toBe(before + 1)
    await wrapper.find('input[name="street"]').setValue('Main St')
    await settle()
    expect(data.value).toEqual({ street: 'Main St' })
  })

  it('keeps the hash path of the playground and adds only its parameter', async () => {
    window.history.replaceState(null, '', '/#/example/tabs?other=x')
    const { wrapper } = await mountTabs({ uischema: categorization() })
    await pick(wrapper, 'Billing')
    expect(window.location.hash).toBe('#/example/tabs?other=x&tab=2')
    expect(window.location.pathname).toBe('/')
  })

  it('opens the tab the hash names at mount', async () => {
    window.location.hash = '#/example/tabs?tab=2'
    const { wrapper } = await mountTabs({ uischema: categorization() })
    expect(tabTriggers(wrapper)[2]!.attributes('aria-selected')).toBe('true')
    expect(shownInputs(wrapper)).toEqual(['iban'])
  })

  it('identifies a category by its queryId in the hash', async () => {
    const elements = [category('Person', 'name'), category('Billing', 'iban', { options: { queryId: 'billing' } })]
    window.location.hash = '#tab=billing'
    const { wrapper } = await mountTabs({ uischema: categorization(undefined, elements) })
    expect(shownInputs(wrapper)).toEqual(['iban'])
    await pick(wrapper, 'Person')
    expect(window.location.hash).toBe('#tab=0')
    await pick(wrapper, 'Billing')
    expect(window.location.hash).toBe('#tab=billing')
  })

  it('starts at defaultTab when the hash has no value or an unknown one', async () => {
    const first = await mountTabs({ uischema: categorization({ defaultTab: '1' }) })
    expect(shownInputs(first.wrapper)).toEqual(['street'])
    first.wrapper.unmount()
    window.location.hash = '#tab=nope'
    const second = await mountTabs({ uischema: categorization({ defaultTab: '2' }) })
    expect(shownInputs(second.wrapper)).toEqual(['iban'])
    expect(window.location.hash).toBe('#tab=nope')
  })

  it('restores the tab on back and forward (hashchange)', async () => {
    const { wrapper } = await mountTabs({ uischema: categorization() })
    await pick(wrapper, 'Address')
    await pick(wrapper, 'Billing')
    await navigateHash('#tab=1')
    expect(shownInputs(wrapper)).toEqual(['street'])
    await navigateHash('')
    expect(shownInputs(wrapper)).toEqual(['name'])
    await navigateHash('#tab=2')
    expect(shownInputs(wrapper)).toEqual(['iban'])
  })

  it('also follows popstate', async () => {
    const { wrapper } = await mountTabs({ uischema: categorization() })
    window.history.replaceState(null, '', '/#tab=2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await settle()
    expect(shownInputs(wrapper)).toEqual(['iban'])
  })

  it('lets two categorizations with different queryKeys keep their own tab', async () => {
    const twin = (queryKey: string) => ({ ...categorization({ queryKey }) as object, options: { queryKey } })
    const { wrapper } = await mountTabs({ uischema: { type: 'VerticalLayout', elements: [twin('a'), twin('b')] } as never })
    const roots = wrapper.findAll('[data-layout="Categorization"]')
    await roots[0]!.findAll('[role="tab"]')[1]!.trigger('mousedown', { button: 0 })
    await settle()
    await roots[1]!.findAll('[role="tab"]')[2]!.trigger('mousedown', { button: 0 })
    await settle()
    expect(window.location.hash).toBe('#a=1&b=2')
    expect(roots.map(root => root.findAll('input').map(input => input.attributes('name')))).toEqual([['street'], ['iban']])
    await navigateHash('#a=0&b=2')
    expect(roots.map(root => root.findAll('input').map(input => input.attributes('name')))).toEqual([['name'], ['iban']])
  })

  it('gives a nested categorization a key of its own', async () => {
    const inner = { type: 'Categorization', elements: [category('Inner A', 'street'), category('Inner B', 'iban')] }
    const outer = categorization(undefined, [category('Person', 'name'), { type: 'Category', label: 'More', elements: [inner] }])
    const { wrapper } = await mountTabs({ uischema: outer })
    await pick(wrapper, 'More')
    await pick(wrapper, 'Inner B', '[data-layout="Categorization"] [data-layout="Categorization"]')
    expect(window.location.hash).toBe('#tab=1&tab.1=1')
    expect(shownInputs(wrapper)).toEqual(['iban'])
  })

  it('leaves out a category hidden by a rule and shows it when the rule lets it', async () => {
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/hideBilling', schema: { const: true } } }
    const uischema = { type: 'VerticalLayout', elements: [control('hideBilling'), categorization(undefined, [category('Person', 'name'), category('Billing', 'iban', { rule })])] } as never
    const { wrapper } = await mountTabs({ uischema, data: { hideBilling: true } })
    expect(tabTriggers(wrapper).map(tab => tab.text())).toEqual(['Person'])
    await wrapper.find('button[role="checkbox"]').trigger('click')
    await settle()
    expect(tabTriggers(wrapper).map(tab => tab.text())).toEqual(['Person', 'Billing'])
  })

  it('falls back to another tab when the open one gets hidden', async () => {
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/hideBilling', schema: { const: true } } }
    const uischema = { type: 'VerticalLayout', elements: [control('hideBilling'), categorization(undefined, [category('Person', 'name'), category('Billing', 'iban', { rule })])] } as never
    window.location.hash = '#tab=1'
    const { wrapper } = await mountTabs({ uischema, data: { hideBilling: false } })
    expect(shownInputs(wrapper)).toEqual(['iban'])
    await wrapper.find('button[role="checkbox"]').trigger('click')
    await settle()
    expect(tabTriggers(wrapper).map(tab => tab.text())).toEqual(['Person'])
    expect(shownInputs(wrapper)).toEqual(['name'])
  })

  it('clears the values of a category its rule hides (clearOnHide), even when its tab is not open', async () => {
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/hideBilling', schema: { const: true } } }
    const uischema = { type: 'VerticalLayout', elements: [control('hideBilling'), categorization(undefined, [category('Person', 'name'), category('Billing', 'iban', { rule })])] } as never
    const { wrapper, data } = await mountTabs({ uischema, data: { hideBilling: false, name: 'Ada', iban: 'FR76' } })
    expect(shownInputs(wrapper)).toEqual(['name'])
    await wrapper.find('button[role="checkbox"]').trigger('click')
    await settle()
    expect(data.value).toEqual({ hideBilling: true, name: 'Ada' })
  })

  it('spreads the tabs pass-through onto UTabs', async () => {
    const { wrapper } = await mountTabs({ uischema: categorization({ tabs: { orientation: 'vertical', variant: 'link' } }) })
    const root = wrapper.find('[data-layout="Categorization"] [data-slot="root"]')
    expect(root.attributes('data-orientation')).toBe('vertical')
    expect(root.find('[data-slot="list"]').classes()).toContain('border-default')
  })

  it('names an unlabelled category by its position, and translates labels', async () => {
    const elements = [{ type: 'Category', elements: [control('name')] }, { type: 'Category', i18n: 'address', elements: [control('street')] }]
    const { wrapper } = await mountTabs({
      uischema: categorization(undefined, elements),
      i18n: { locale: 'de', translate: (key: string, fallback?: string) => ({ 'address.label': 'Adresse', 'nui.categorization.untitled': 'Abschnitt' } as Record<string, string>)[key] ?? fallback },
    })
    expect(tabTriggers(wrapper).map(tab => tab.text())).toEqual(['Abschnitt', 'Adresse'])
  })
})

describe('Categorization: bad input', () => {
  it('explains an elements value that is not an array', async () => {
    const { wrapper } = await mountTabs({ uischema: { type: 'VerticalLayout', elements: [{ type: 'Categorization', elements: { type: 'Category' } }, control('name')] } as never })
    expect(wrapper.find('[data-layout="Categorization"] [data-testid="unrendered-element"]').text()).toBe('This Categorization has no `elements` array.')
    expect(wrapper.find('input[name="name"]').exists()).toBe(true)
  })

  it('explains elements that are not categories and keeps the categories', async () => {
    const { wrapper } = await mountTabs({ uischema: categorization(undefined, [category('Person', 'name'), control('street'), 42]) })
    const notes = wrapper.findAll('[data-layout="Categorization"] [data-testid="unrendered-element"]').map(note => note.text())
    expect(notes).toEqual([
      'Element 2 of this Categorization is a "Control", not a Category, so it is not shown.',
      'Element 3 of this Categorization is not a UI-schema element, so it is not shown.',
    ])
    expect(tabTriggers(wrapper).map(tab => tab.text())).toEqual(['Person'])
    expect(shownInputs(wrapper)).toEqual(['name'])
  })

  it('renders nothing but notices for an empty categorization', async () => {
    const { wrapper } = await mountTabs({ uischema: categorization(undefined, []) })
    expect(wrapper.find('[data-layout="Categorization"]').exists()).toBe(true)
    expect(tabTriggers(wrapper)).toHaveLength(0)
  })
})
