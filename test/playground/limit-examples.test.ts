import { describe, expect, it } from 'vitest'
import { maxDepthExample } from '../../playground/examples/config'
import { mountForm } from '../helpers/mountForm'

describe('the gallery\'s depth limit example', () => {
  it('explains the part nested past config.maxDepth 3 in its place, and the rest works', async () => {
    const { wrapper } = await mountForm({ schema: maxDepthExample.schema, uischema: maxDepthExample.uischema, data: structuredClone(maxDepthExample.data), config: maxDepthExample.config })
    const explained = wrapper.findAll('[data-testid="unrendered-element"]')
    expect(explained.map(element => element.text())).toEqual(['This part of the form is nested more than 3 levels deep, so it is not shown.'])
    expect(wrapper.find('input[name="name"]').exists()).toBe(true)
    expect(wrapper.find('input[name$="note"]').exists()).toBe(false)
  })
})
