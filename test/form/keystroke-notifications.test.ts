import { type CoreActions, type Middleware, UPDATE_CORE, UPDATE_DATA } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { isProxy } from 'vue'
import { countRenders } from '../helpers/countRenders'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

/** Country and zip tied by `if`/`then`, beside fields that keep their errors. */
const schema = {
  ...objectSchema({ country: { type: 'string' }, zip: { type: 'string' }, name: { type: 'string', minLength: 5 }, note: { type: 'string' } }),
  required: ['name'],
  if: { properties: { country: { const: 'US' } }, required: ['country'] },
  then: { required: ['zip'] },
}
const uischema = { type: 'VerticalLayout', elements: [control('country'), control('zip'), control('name'), control('note')] }

describe('what a keystroke notifies', () => {
  it('re-renders the typed field alone while no other field\'s errors change', async () => {
    const renders = countRenders()
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: { name: 'Al' } })
    renders.clear()
    for (const text of ['h', 'he', 'hel', 'hell'])
      await form.type('note', text)
    expect(form.data.value).toEqual({ name: 'Al', note: 'hell' })
    expect([...renders.keys()]).toEqual(['note'])
    expect(form.field('name').find('[data-slot="error"]').exists()).toBe(true)
  })

  it('re-renders a field whose error another field\'s value brings or takes away, and no other', async () => {
    const renders = countRenders()
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: { name: 'Al' } })
    renders.clear()
    await form.type('country', 'US')
    expect(form.field('zip').find('[data-slot="error"]').text()).toContain('Required')
    expect([...renders.keys()].sort()).toEqual(['country', 'zip'])
    renders.clear()
    await form.type('country', 'USA')
    expect(form.field('zip').find('[data-slot="error"]').exists()).toBe(false)
    expect([...renders.keys()].sort()).toEqual(['country', 'zip'])
    expect(form.field('name').find('[data-slot="error"]').exists()).toBe(true)
  })
})

describe('data fed back by the host', () => {
  /** A middleware that notes every action and whether the state it got was a Vue proxy. */
  function recording() {
    const actions: string[] = []
    const proxies: boolean[] = []
    const middleware: Middleware = (state, action: CoreActions, reducer) => {
      actions.push(action.type)
      proxies.push(isProxy(state))
      return reducer(state, action)
    }
    return { actions, proxies, middleware }
  }

  it('is the data the core holds: a keystroke updates the core once, with its plain state', async () => {
    const { actions, proxies, middleware } = recording()
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: { name: 'Al' }, middleware })
    actions.length = 0
    proxies.length = 0
    await form.type('note', 'a')
    await form.type('note', 'ab')
    await settle()
    expect(form.data.value).toEqual({ name: 'Al', note: 'ab' })
    expect(actions).toEqual([UPDATE_DATA, UPDATE_DATA])
    expect(proxies).toEqual([false, false])
  })

  it('still updates the core when the host sets other data, an earlier object included', async () => {
    const { actions, middleware } = recording()
    const form = await mountForm({ schema: schema as never, uischema: uischema as never, data: { name: 'Al' }, middleware })
    await form.type('note', 'first')
    const earlier = form.data.value
    await form.type('note', 'second')
    actions.length = 0
    form.data.value = earlier
    await settle()
    expect(actions).toEqual([UPDATE_CORE])
    expect((form.field('note').find('input').element as HTMLInputElement).value).toBe('first')
    form.data.value = { name: 'Grace Hopper' }
    await settle()
    expect(form.field('name').find('[data-slot="error"]').exists()).toBe(false)
    expect((form.field('note').find('input').element as HTMLInputElement).value).toBe('')
  })
})
