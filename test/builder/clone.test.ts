import { describe, expect, it } from 'vitest'
import { reactive, ref } from 'vue'
import { cloneValue } from '../../src/builder/model/clone'
import { setElementFields, setProperty } from '../../src/builder/model'
import type { BuilderForm } from '../../src/builder/model'

const form = (): BuilderForm => ({
  schema: { type: 'object', properties: { country: { type: 'string', enum: ['One', 'Two', 'Three'] } } },
  uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/country' }] } as BuilderForm['uischema'],
  data: {},
})

describe('cloneValue', () => {
  it('copies values holding reactive proxies at any depth, which structuredClone refuses', () => {
    const choices = reactive(['France', 'Two'])
    const nested = { outer: [{ inner: reactive({ list: ['a'] }) }], plain: ref(1).value }
    expect(() => structuredClone({ choices })).toThrow(/could not be cloned/)
    expect(cloneValue({ choices })).toEqual({ choices: ['France', 'Two'] })
    const copy = cloneValue(nested)
    expect(copy).toEqual({ outer: [{ inner: { list: ['a'] } }], plain: 1 })
    copy.outer[0].inner.list.push('b')
    expect(nested.outer[0].inner.list).toEqual(['a'])
    expect(cloneValue(reactive({ when: new Date(0) })).when).toEqual(new Date(0))
  })

  it('lets the model store a reactive value the inspector hands over', () => {
    const next = setProperty(form(), '#/properties/country', { enum: reactive(['France', 'Two', 'Three']) })
    expect((next.schema.properties as Record<string, { enum: string[] }>).country.enum).toEqual(['France', 'Two', 'Three'])
    const ruled = setElementFields(form(), [0], { options: reactive({ placeholder: 'Pick', nested: { list: reactive([1]) } }) })
    expect((ruled.uischema as unknown as { elements: { options: unknown }[] }).elements[0].options).toEqual({ placeholder: 'Pick', nested: { list: [1] } })
  })
})
