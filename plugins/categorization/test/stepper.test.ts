import { describe, expect, it } from 'vitest'
import { settle } from 'nuxt-ui-jsonforms/testing'
import { categorization, mountTabs, navigateHash, shownInputs, useCleanLocation } from './helpers'

useCleanLocation()

const stepper = (options: Record<string, unknown> = {}) => categorization({ variant: 'stepper', ...options })

describe('Categorization as a stepper (UStepper)', () => {
  it('renders one step per category with its title, the first one open', async () => {
    const { wrapper } = await mountTabs({ uischema: stepper() })
    const root = wrapper.find('[data-layout="Categorization"]')
    expect(root.findAll('[data-slot="title"]').map(title => title.text())).toEqual(['Step 1: Person', 'Step 2: Address', 'Step 3: Billing'])
    // The number is for screen readers only: the step button names itself by the title and shows the number.
    expect(root.findAll('[data-slot="title"] .sr-only').map(hidden => hidden.text())).toEqual(['Step 1:', 'Step 2:', 'Step 3:'])
    expect(root.find('[role="tab"]').exists()).toBe(false)
    expect(shownInputs(wrapper)).toEqual(['name'])
  })

  it('announces the step numbered from 1 ("Step 1 of 3"), and only once', async () => {
    const { wrapper } = await mountTabs({ uischema: stepper() })
    const announced = () => wrapper.findAll('[data-layout="Categorization"] [role="status"]')
      .filter(status => status.attributes('hidden') === undefined)
      .map(status => status.text())
    expect(announced()).toEqual(['Step 1 of 3'])
    await wrapper.find('[data-testid="stepper-next"]').trigger('click')
    await settle()
    expect(announced()).toEqual(['Step 2 of 3'])
  })

  it('goes forward and back with Next / Previous, remembering the step in the hash', async () => {
    const { wrapper } = await mountTabs({ uischema: stepper() })
    const previous = () => wrapper.find('[data-testid="stepper-previous"]')
    const next = () => wrapper.find('[data-testid="stepper-next"]')
    expect(previous().text()).toBe('Previous')
    expect(next().text()).toBe('Next')
    expect(previous().attributes('disabled')).toBeDefined()
    await next().trigger('click')
    await settle()
    expect(shownInputs(wrapper)).toEqual(['street'])
    expect(window.location.hash).toBe('#tab=1')
    await next().trigger('click')
    await settle()
    expect(shownInputs(wrapper)).toEqual(['iban'])
    expect(next().attributes('disabled')).toBeDefined()
    await previous().trigger('click')
    await settle()
    expect(shownInputs(wrapper)).toEqual(['street'])
    expect(window.location.hash).toBe('#tab=1')
  })

  it('opens the step the hash names, follows hashchange, and starts at defaultTab', async () => {
    window.location.hash = '#/example/wizard?step=2'
    const { wrapper } = await mountTabs({ uischema: stepper({ queryKey: 'step', defaultTab: '1' }) })
    expect(shownInputs(wrapper)).toEqual(['iban'])
    await navigateHash('#/example/wizard')
    expect(shownInputs(wrapper)).toEqual(['street'])
  })

  it('translates the button labels', async () => {
    const german: Record<string, string> = { 'nui.categorization.next': 'Weiter', 'nui.categorization.previous': 'Zurück' }
    const { wrapper } = await mountTabs({ uischema: stepper(), i18n: { locale: 'de', translate: (key: string, fallback?: string) => german[key] ?? fallback } })
    expect(wrapper.find('[data-testid="stepper-next"]').text()).toBe('Weiter')
    expect(wrapper.find('[data-testid="stepper-previous"]').text()).toBe('Zurück')
  })

  it('spreads the stepper pass-through onto UStepper', async () => {
    const { wrapper } = await mountTabs({ uischema: stepper({ stepper: { orientation: 'vertical', color: 'neutral' } }) })
    expect(wrapper.find('[data-layout="Categorization"] [data-slot="root"]').attributes('data-orientation')).toBe('vertical')
  })
})
