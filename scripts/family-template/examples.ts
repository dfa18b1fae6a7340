import { type FormExample, controlElement, verticalLayout } from 'nuxt-ui-jsonforms/kit'

export const examples: FormExample[] = [{
  id: '__family__',
  title: '__Family__',
  group: '__Family__',
  description: 'A string with `format: "__family__"`.',
  schema: { type: 'object', properties: { value: { type: 'string', format: '__family__', title: '__Family__' } } },
  uischema: verticalLayout(controlElement('value', { prefix: '#' })),
  data: { value: 'hello' },
}]
