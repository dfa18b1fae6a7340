import type { UISchemaElement } from '@jsonforms/core'
import { allPlugins, withOptionSchemas } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { builderOptionSchemas } from '../../generated/builderOptionSchemas'
import { inspectorFor } from '../../src/builder/inspector/inspectorFor'
import type { BuilderForm } from '../../src/builder/model'

const plugins = withOptionSchemas(allPlugins, builderOptionSchemas)
const offered = (property: Record<string, unknown>, options?: Record<string, unknown>) => {
  const form: BuilderForm = {
    schema: { type: 'object', properties: { field: property } },
    uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/field', ...(options && { options }) }] } as UISchemaElement,
    data: {},
  }
  const schema = inspectorFor(form, [0], plugins)!.schema as { properties: { options?: { properties: object } } }
  return Object.keys(schema.properties.options?.properties ?? {})
}

describe('inspector: the options a renderer reads, and none it ignores', () => {
  it('leaves out the common options the winning entry ignores (its family\'s @ignoresCommon)', () => {
    for (const [name, property, options] of [
      ['checkbox', { type: 'boolean' }],
      ['switch', { type: 'boolean' }, { toggle: true }],
      ['file', { type: 'string', format: 'data-url' }],
    ] as const) {
      expect(offered(property, options), name).not.toContain('clearable')
      expect(offered(property, options), name).not.toContain('placeholder')
    }
    for (const [name, property, options] of [
      ['radio', { type: 'string', enum: ['a'] }, { format: 'radio' }],
      ['slider', { type: 'integer', minimum: 0, maximum: 9 }, { slider: true }],
      ['rating', { type: 'integer' }, { format: 'rating' }],
      ['date', { type: 'string', format: 'date' }],
    ] as const) {
      expect(offered(property, options), name).toContain('clearable')
      expect(offered(property, options), name).not.toContain('placeholder')
    }
  })

  it('offers the options that choose a variant of the widget: a date\'s control type, a calendar range, the upload format, the editor\'s stored format', () => {
    expect(offered({ type: 'string', format: 'date' })).toContain('format')
    expect(offered({ type: 'string', format: 'date' }, { format: 'calendar' })).toContain('range')
    expect(offered({ type: 'string', format: 'data-url' })).toContain('format')
    const editor = offered({ type: 'string' }, { wysiwyg: true })
    expect(editor).toEqual(expect.arrayContaining(['wysiwyg', 'contentType', 'placeholder']))
    expect(editor).not.toContain('clearable')
  })

  it('offers the common options a text field reads beside its own', () => {
    expect(offered({ type: 'string' })).toEqual(expect.arrayContaining(['placeholder', 'clearable', 'readonly', 'restrict']))
  })
})
