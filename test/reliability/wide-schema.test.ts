import type { JsonSchema7 } from '@jsonforms/core'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { mountForm } from '../helpers/mountForm'

/**
 * A form of many fields does work per field that does not grow with the number of fields: no
 * control walks the object of all its siblings. How long a wide form takes to mount is measured in
 * the bench (`node bench/run.mjs --part large --cases wide`), never here.
 */
describe('a schema of many properties', () => {
  it('is enumerated a few times in all, not once or more per field', async () => {
    const count = 200
    let enumerations = 0
    // `properties` counts how often its keys are listed (Object.keys, for ... in, spreading).
    const properties = new Proxy(Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string' }])), {
      ownKeys: (target) => {
        enumerations++
        return Reflect.ownKeys(target)
      },
    })
    const schema = { type: 'object', properties } as JsonSchema7
    const form = await mountForm({ renderers: uiRenderers, schema, data: {} })
    await form.waitForField(`p${count - 1}`)
    expect(form.wrapper.findAll('input').length).toBeGreaterThanOrEqual(count)
    expect(enumerations).toBeLessThan(count / 4)
  })
})
