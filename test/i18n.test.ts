import type { JsonFormsI18nState } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from './helpers/mountForm'

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
