import { setFlagsFromString } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { oneProperty } from '../../src/values/oneProperty'

// V8's own answer to whether an object is described by a shared map (`%HasFastProperties`).
setFlagsFromString('--allow-natives-syntax')
const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean

const names = ['name', 'with space', 'a.b', '0', '__proto__', 'constructor', 'hasOwnProperty', 'toString']

describe('oneProperty', () => {
  it('is the object literal with the computed key: own key, value, prototype, JSON', () => {
    for (const name of names) {
      const value = { type: 'string' }
      const made = oneProperty(name, value)
      const literal = { [name]: value }
      expect(Object.getPrototypeOf(made), name).toBe(Object.prototype)
      expect(Object.keys(made), name).toEqual([name])
      expect(Object.hasOwn(made, name), name).toBe(true)
      expect(made[name], name).toBe(value)
      expect(JSON.stringify(made), name).toBe(JSON.stringify(literal))
    }
  })

  it('adds no map of its own to V8\'s shared ones, where the literal does', () => {
    expect(hasFastProperties({ [names[0]!]: 1 })).toBe(true)
    for (const name of names)
      expect(hasFastProperties(oneProperty(name, 1)), name).toBe(false)
  })
})
