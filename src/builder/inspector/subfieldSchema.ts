import type { SchemaNode } from '../model/scopes'
import { subfieldKindTitles, subfieldKinds } from './subfields'

/** One row of the Fields list: a field inside the selected one. */
const rowSchema: SchemaNode = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    kind: { type: 'string', title: 'Kind', oneOf: subfieldKinds.map(kind => ({ const: kind, title: subfieldKindTitles[kind] })) },
    key: { type: 'string', title: 'Key', description: 'The property name in the data; follows the title until edited.' },
    required: { type: 'boolean', title: 'Required' },
    minimum: { type: 'number', title: 'Minimum' },
    maximum: { type: 'number', title: 'Maximum' },
    choices: { type: 'array', title: 'Choices', items: { type: 'string' } },
  },
}

const shownFor = (...kinds: string[]) => ({ effect: 'SHOW', condition: { scope: '#/properties/kind', schema: { enum: kinds } } })
const control = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'Control', scope: `#/properties/${name}`, ...extra })

/** How a row is drawn: the bounds for numbers only, the choices (as tags) for a select only. */
const rowDetail = {
  type: 'VerticalLayout',
  elements: [
    control('title'),
    control('kind'),
    control('key'),
    control('required'),
    control('minimum', { rule: shownFor('number', 'integer') }),
    control('maximum', { rule: shownFor('number', 'integer') }),
    control('choices', { options: { format: 'tags' }, rule: shownFor('select') }),
  ],
}

/** The Fields list of an object (or of the items of a list of objects); the caller titles it. */
export const subfieldsSchema: SchemaNode = { type: 'array', items: rowSchema }

export const subfieldsControlOptions: Record<string, unknown> = { showSortButtons: true, elementLabelProp: 'title', detail: rowDetail }

/** The Variants list of a `oneOf` / `anyOf`: each a title and its own fields. */
export const variantsSchema: SchemaNode = {
  type: 'array',
  title: 'Variants',
  items: { type: 'object', properties: { title: { type: 'string', title: 'Title' }, fields: { ...subfieldsSchema, title: 'Fields' } } },
}

export const variantsControlOptions: Record<string, unknown> = {
  showSortButtons: true,
  elementLabelProp: 'title',
  detail: { type: 'VerticalLayout', elements: [control('title'), control('fields', { options: subfieldsControlOptions })] },
}
