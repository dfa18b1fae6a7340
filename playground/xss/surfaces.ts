import type { ErrorObject } from 'ajv'
import type { JsonFormsI18nState, JsonSchema7, Translator, UISchemaElement } from '@jsonforms/core'
import { type XssVector, xssVectors } from './vectors'

/** One form of the hostile-strings page: every vector placed in one kind of text the form shows. */
export interface Surface {
  id: string
  schema: JsonSchema7
  uischema: UISchemaElement
  data: unknown
  i18n?: JsonFormsI18nState
  config?: Record<string, unknown>
}

const key = (index: number) => `v${index}`
const control = (name: string, options?: Record<string, unknown>) => ({ type: 'Control', scope: `#/properties/${name}`, ...(options ? { options } : {}) })
const layout = (elements: unknown[]) => ({ type: 'VerticalLayout', elements }) as UISchemaElement
const each = <T>(make: (vector: XssVector, index: number) => T) => xssVectors.map(make)
const vectorAt = (path: string) => xssVectors[Number(/v(\d+)/.exec(path)?.[1] ?? -1)]

/** Titles and descriptions of fields, shown with the description always visible. */
const titles: Surface = {
  id: 'titles',
  schema: { type: 'object', properties: Object.fromEntries(each((vector, index) => [key(index), { type: 'string', title: vector.text, description: vector.text }])) },
  uischema: layout(each((_, index) => control(key(index)))),
  data: {},
  config: { showUnfocusedDescription: true },
}

/** `oneOf` titles and `enum` values, drawn as radio groups so that every choice is on the page. */
const choices: Surface = {
  id: 'choices',
  schema: {
    type: 'object',
    properties: {
      titled: { type: 'string', oneOf: each((vector, index) => ({ const: key(index), title: vector.text })) },
      plain: { type: 'string', enum: each(vector => vector.text) },
    },
  },
  uischema: layout([control('titled', { format: 'radio' }), control('plain', { format: 'radio' })]),
  data: {},
}

/** Label elements. */
const labels: Surface = {
  id: 'labels',
  schema: { type: 'object', properties: {} },
  uischema: layout(each(vector => ({ type: 'Label', text: vector.text }))),
  data: {},
}

/** The host's translations: field labels and error messages come from `i18n.translate` / `translateError`. */
const translated: Surface = {
  id: 'translated',
  schema: { type: 'object', properties: Object.fromEntries(each((_, index) => [key(index), { type: 'string', minLength: 5 }])) },
  uischema: layout(each((_, index) => control(key(index)))),
  data: Object.fromEntries(each((_, index) => [key(index), 'a'])),
  i18n: {
    locale: 'en-US',
    translate: ((id: string, fallback?: string) => (id.endsWith('.label') ? vectorAt(id)?.text : undefined) ?? fallback) as Translator,
    translateError: (error: ErrorObject) => vectorAt(error.instancePath)?.text ?? error.message ?? '',
  },
}

/** Autocomplete suggestions (remote answers come from `api/hostile`, served by the test), uploads and the editor. */
const widgets: Surface = {
  id: 'widgets',
  schema: {
    type: 'object',
    properties: {
      suggested: { type: 'string', title: 'Suggested' },
      remote: { type: 'string', title: 'Remote' },
      files: { type: 'array', title: 'Files', items: { type: 'string', format: 'data-url' } },
      html: { type: 'string', title: 'Editor' },
    },
  },
  uischema: layout([
    control('suggested', { suggestion: each(vector => vector.text), minLength: 3 }),
    control('remote', { api: { url: 'api/hostile' }, minLength: 1 }),
    control('files'),
    control('html', { wysiwyg: true }),
  ]),
  data: { html: each(vector => `<p>${vector.text}</p>`).join('') },
}

export const surfaces: readonly Surface[] = [titles, choices, labels, translated, widgets]
