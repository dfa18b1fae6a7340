import type { JsonFormsI18nState } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const messages: Record<string, Record<string, string>> = {
  en: { 'name.label': 'Name', 'name.description': 'As written on your ID' },
  fr: { 'name.label': 'Nom', 'name.description': 'Comme sur votre pièce d’identité' },
}

const i18n = (locale: string): JsonFormsI18nState => ({
  locale,
  translate: (key: string, fallback?: string) => messages[locale]?.[key] ?? fallback,
})

describe('i18n', () => {
  it('translates labels and descriptions, and follows a change of locale', async () => {
    const { wrapper, props } = await mountForm({
      schema: objectSchema({ name: { type: 'string' } }),
      uischema: control('name', { showUnfocusedDescription: true }),
      data: {},
      i18n: i18n('en'),
    })
    expect(wrapper.find('label').text()).toBe('Name')
    expect(wrapper.find('[data-slot="description"]').text()).toBe('As written on your ID')
    props.value = { ...props.value, i18n: i18n('fr') }
    await settle()
    expect(wrapper.find('label').text()).toBe('Nom')
    expect(wrapper.find('[data-slot="description"]').text()).toBe('Comme sur votre pièce d’identité')
  })
})

describe('the library\'s own strings', () => {
  const french: Record<string, string> = {
    'nui.clear': 'Effacer',
    'nui.password.show': 'Afficher le mot de passe',
    'nui.password.hide': 'Masquer le mot de passe',
    'nui.unrendered.scopeMissing': 'La portée « {scope} » ne désigne rien.',
    'nui.notice.dataInvalid': 'Les données du formulaire {message}.',
  }
  const seen: { key: string, values?: unknown }[] = []
  const frenchI18n: JsonFormsI18nState = {
    locale: 'fr',
    translate: ((key: string, fallback?: string, values?: Record<string, string>) => {
      seen.push({ key, values })
      const template = french[key]
      return template ? template.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '') : fallback
    }) as JsonFormsI18nState['translate'],
  }

  it('go through i18n.translate with documented keys: clear, password toggle, unrendered note', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ secret: { type: 'string', format: 'password' }, city: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [control('secret'), control('city', { clearable: true }), control('missing')] } as never,
      data: { city: 'Paris' },
      i18n: frenchI18n,
    })
    expect(wrapper.find('[data-testid="clear-button"]').attributes('aria-label')).toBe('Effacer')
    const toggle = wrapper.find('[data-testid="password-toggle"]')
    expect(toggle.attributes('aria-label')).toBe('Afficher le mot de passe')
    await toggle.trigger('click')
    expect(toggle.attributes('aria-label')).toBe('Masquer le mot de passe')
    expect(wrapper.find('[data-testid="unrendered-element"]').text()).toBe('La portée « #/properties/missing » ne désigne rien.')
    expect(seen).toContainEqual({ key: 'nui.unrendered.scopeMissing', values: { scope: '#/properties/missing' } })
  })

  it('translate the form notices, and fall back to English for keys the host does not know', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ city: { type: 'string' }, age: { type: 'integer' } }),
      uischema: { type: 'VerticalLayout', elements: [control('city'), { type: 'Carousel' }] } as never,
      data: 'not an object',
      i18n: frenchI18n,
    })
    expect(wrapper.find('[data-testid="form-notice"]').text()).toBe('Les données du formulaire must be object.')
    expect(wrapper.find('[data-testid="unrendered-element"]').text()).toBe('No renderer is registered for UI-schema elements of type "Carousel".')
  })
})
