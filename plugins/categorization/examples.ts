import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import { type FormExample, controlElement as control, horizontalLayout as horizontal } from 'nuxt-ui-jsonforms/kit'

const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    email: { type: 'string', title: 'Email' },
    street: { type: 'string', title: 'Street' },
    city: { type: 'string', title: 'City' },
    company: { type: 'boolean', title: 'Ordering for a company' },
    vatId: { type: 'string', title: 'VAT number' },
    iban: { type: 'string', title: 'IBAN' },
  },
}

const category = (label: string, elements: UISchemaElement[], extra: Record<string, unknown> = {}): UISchemaElement =>
  ({ type: 'Category', label, elements, ...extra }) as UISchemaElement

const categories = [
  category('Person', [horizontal(control('name'), control('email'))], { options: { queryId: 'person' } }),
  category('Address', [control('street'), control('city')], { options: { queryId: 'address' } }),
  category('Company', [control('vatId')], {
    options: { queryId: 'company' },
    rule: { effect: 'SHOW', condition: { scope: '#/properties/company', schema: { const: true } } },
  }),
  category('Payment', [control('company'), control('iban')], { options: { queryId: 'payment' } }),
]

export const categorizationExample: FormExample = {
  id: 'categorization-tabs',
  title: 'Categorization as tabs',
  group: 'Layouts',
  description: 'Each Category is a UTab. The open tab is kept in the URL hash (`?tab=<queryId>`): reload, or go back and forward, and it stays. The Company tab is shown only when "Ordering for a company" is ticked (Payment tab).',
  schema,
  uischema: { type: 'Categorization', elements: categories } as UISchemaElement,
  data: { name: 'Ada Lovelace', company: false },
}

export const categorizationStepperExample: FormExample = {
  id: 'categorization-stepper',
  title: 'Categorization as a stepper',
  group: 'Layouts',
  description: '`variant: "stepper"` turns the categories into the steps of a UStepper with Previous / Next buttons. The step is kept in the hash under `queryKey: "step"`; `defaultTab` names the step to start at.',
  schema,
  uischema: {
    type: 'Categorization',
    options: { variant: 'stepper', queryKey: 'step', defaultTab: 'person', stepper: { color: 'neutral' } },
    elements: categories,
  } as UISchemaElement,
  data: { company: true },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [categorizationExample, categorizationStepperExample]
