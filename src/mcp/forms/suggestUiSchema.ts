import { type JsonSchema, type UISchemaElement, encode } from '@jsonforms/core'
import startCase from 'es-toolkit/compat/startCase'
import { isPlainObject } from '../../values/plainObject'

/** How `generate_uischema` suggests a UI schema. */
export interface SuggestOptions {
  /** A Group for each nested object of properties (default true); false: one Control for it, which renders its sub-form. */
  groupObjects?: boolean
  /** Past this many fields, a Categorization: Categories of the top-level fields (this many each) and one per nested object (default 12). */
  categorizeAbove?: number
}

type Schema = JsonSchema & Record<string, unknown>

const propertiesOf = (schema: Schema | undefined): [string, Schema][] =>
  isPlainObject(schema?.properties) ? Object.entries(schema.properties).filter(([, value]) => isPlainObject(value)) as [string, Schema][] : []

/** An object with properties of its own, shown as a Group rather than a single Control. */
const isNestedObject = (schema: Schema) => (schema.type === 'object' || schema.type === undefined) && propertiesOf(schema).length > 0

const labelOf = (name: string, schema: Schema) => typeof schema.title === 'string' ? schema.title : startCase(name)

function elementsOf(schema: Schema, scope: string, options: Required<SuggestOptions>, depth: number): UISchemaElement[] {
  return propertiesOf(schema).map(([name, property]) => {
    const propertyScope = `${scope}/properties/${encode(name)}`
    if (options.groupObjects && isNestedObject(property) && depth < 8)
      return { type: 'Group', label: labelOf(name, property), elements: elementsOf(property, propertyScope, options, depth + 1) } as UISchemaElement
    return { type: 'Control', scope: propertyScope } as UISchemaElement
  })
}

/** The number of fields (Controls) a UI schema shows. */
function fieldCount(elements: readonly UISchemaElement[]): number {
  return elements.reduce((count, element) => count + (element.type === 'Control' ? 1 : fieldCount((element as { elements?: UISchemaElement[] }).elements ?? [])), 0)
}

/**
 * A UI schema suggested for a schema: its properties in order, a Group for each nested object,
 * and past `categorizeAbove` fields a Categorization of the top-level fields and of each nested
 * object.
 */
export function suggestUiSchema(schema: JsonSchema, options: SuggestOptions = {}): UISchemaElement {
  const settings = { groupObjects: options.groupObjects ?? true, categorizeAbove: options.categorizeAbove ?? 12 }
  const elements = elementsOf(schema as Schema, '#', settings, 0)
  if (fieldCount(elements) <= settings.categorizeAbove)
    return { type: 'VerticalLayout', elements } as UISchemaElement
  const groups = elements.filter(element => element.type === 'Group') as (UISchemaElement & { label: string, elements: UISchemaElement[] })[]
  const plain = elements.filter(element => element.type !== 'Group')
  const category = (label: string, inside: UISchemaElement[]) => ({ type: 'Category', label, elements: inside })
  const title = typeof (schema as Schema).title === 'string' ? (schema as Schema).title as string : 'General'
  // The top-level fields in categories of at most `categorizeAbove` fields each.
  const pages = Array.from({ length: Math.ceil(plain.length / Math.max(1, settings.categorizeAbove)) }, (_, index) =>
    category(index ? `${title} ${index + 1}` : title, plain.slice(index * settings.categorizeAbove, (index + 1) * settings.categorizeAbove)))
  return { type: 'Categorization', elements: [...pages, ...groups.map(group => category(group.label, group.elements))] } as UISchemaElement
}
