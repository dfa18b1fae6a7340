import { Actions, coreReducer, findUISchema, NOT_APPLICABLE } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'

/** The stack of the code that called back into ours: which modules JSON Forms ran it through. */
function callerStack(): string {
  return new Error('where').stack ?? ''
}

const lodashFile = /[\\/]node_modules[\\/]lodash[\\/]/
const esToolkitFile = /[\\/]node_modules[\\/]es-toolkit[\\/]/

// The suite runs JSON Forms the way the library's Vite plugin and Nuxt module build it for an app
// (vitest.config.ts): its lodash imports resolved to es-toolkit. These calls prove it, through the
// stacks of callbacks that lodash or es-toolkit invoke.
describe('JSON Forms under test runs on es-toolkit, not lodash', () => {
  it('maxBy (the UI schema registry) is es-toolkit\'s', () => {
    const stacks: string[] = []
    findUISchema([{ tester: () => {
      stacks.push(callerStack())
      return NOT_APPLICABLE
    }, uischema: { type: 'VerticalLayout', elements: [] } }], {}, '#', '', undefined)
    expect(stacks.some(stack => esToolkitFile.test(stack))).toBe(true)
    expect(stacks.some(stack => lodashFile.test(stack))).toBe(false)
  })

  it('cloneDeep and lodash/fp set of a data update are es-toolkit\'s and the library\'s wrapper', () => {
    const stacks: string[] = []
    const withGetter = () => Object.defineProperty({}, 'spy', {
      enumerable: true,
      get: () => {
        stacks.push(callerStack())
        return 1
      },
    })
    const init = coreReducer(undefined, Actions.init({ inner: withGetter(), other: withGetter() }, { type: 'object' }))
    stacks.length = 0
    const updated = coreReducer(init, Actions.update('inner', value => ({ ...value, name: 'Ada' })))
    expect(updated.data.inner).toEqual({ spy: 1, name: 'Ada' })
    expect(stacks.length).toBeGreaterThan(0)
    expect(stacks.every(stack => esToolkitFile.test(stack) && !lodashFile.test(stack))).toBe(true)
    expect(stacks.some(stack => /lodashFp/.test(stack))).toBe(true)
  })
})
