import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { type ElementRevealers, holdsElement, provideElementRevealers, useElementRevealer } from '../../src/store/elementReveal'

const field = { type: 'Control', scope: '#/properties/cv' }
const tabs = { type: 'Categorization', elements: [{ type: 'Category', elements: [] }, { type: 'Category', elements: [field] }] }

/** A layout of tabs that opens the one holding an element it is asked to show. */
const Tabs = defineComponent(() => {
  const open = ref(0)
  useElementRevealer((element) => {
    const index = tabs.elements.findIndex(tab => holdsElement(tab, element))
    if (index < 0 || index === open.value)
      return false
    open.value = index
    return true
  })
  return () => h('p', { 'data-open': open.value })
})

describe('element revealers', () => {
  it('a layout that mounts after the host chose its element (its chunk came late) opens to it', async () => {
    let host: ElementRevealers | undefined
    const drawn = ref(false)
    const wrapper = mount(defineComponent(() => {
      host = provideElementRevealers()
      return () => drawn.value ? h(Tabs) : null
    }))
    host!.wanted = field
    drawn.value = true
    await nextTick()
    expect(wrapper.get('p').attributes('data-open')).toBe('1')
    expect(host!.revealers.size).toBe(1)
    wrapper.unmount()
    expect(host!.revealers.size).toBe(0)
  })

  it('opens nothing for an element it does not hold, or with nothing wanted', async () => {
    for (const wanted of [{ type: 'Control', scope: '#/properties/other' }, undefined]) {
      let host: ElementRevealers | undefined
      const wrapper = mount(defineComponent(() => {
        host = provideElementRevealers()
        host.wanted = wanted
        return () => h(Tabs)
      }))
      await nextTick()
      expect(wrapper.get('p').attributes('data-open')).toBe('0')
      wrapper.unmount()
    }
  })
})
