import { describe, expect, it } from 'vitest'
import { allPlugins } from '../../presets/allRenderers'
import { builderOptionSchemas } from '../../generated/builderOptionSchemas'
import { createFormsAjv } from '../../src/form/ajv'
import { inspectorFor } from '../../src/builder/inspector/inspectorFor'
import type { BuilderForm } from '../../src/builder/model/form'
import { withOptionSchemas } from '../../src/builder/inspector/withOptionSchemas'

const plugins = withOptionSchemas(allPlugins, builderOptionSchemas)

/** A form of `size` text fields `f0` ... in a vertical layout. */
function formOf(size: number): BuilderForm {
  const keys = Array.from({ length: size }, (_, index) => `f${index}`)
  return {
    schema: { type: 'object', properties: Object.fromEntries(keys.map(key => [key, { type: 'string' }])) },
    uischema: { type: 'VerticalLayout', elements: keys.map(key => ({ type: 'Control', scope: `#/properties/${key}` })) } as BuilderForm['uischema'],
    data: {},
  }
}

describe('the inspector of a large form', () => {
  it('offers every other field to a rule as a plain list its validator compiles, at 5 000 fields', () => {
    const inspector = inspectorFor(formOf(5000), [10], plugins)!
    const field = (inspector.schema.properties!.rule as { properties: Record<string, { enum?: string[], oneOf?: unknown }> }).properties.field
    expect(field.oneOf).toBeUndefined()
    expect(field.enum).toHaveLength(4999)
    expect(field.enum).not.toContain('f10')
    const validate = createFormsAjv({}).compile(inspector.schema)
    expect(validate({ ...inspector.data, rule: { effect: 'SHOW', field: 'f4999', value: 'yes' } })).toBe(true)
    expect(validate({ ...inspector.data, rule: { effect: 'SHOW', field: 'nope' } })).toBe(false)
  })
})
