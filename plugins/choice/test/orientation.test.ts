import { describe, expect, it } from 'vitest'
import { checkboxGroupOrientation, radioOrientation } from '../orientation'

describe('radio orientation precedence', () => {
  it('1. radioGroup.orientation wins over everything', () => {
    expect(radioOrientation({ radioGroup: { orientation: 'horizontal' }, orientation: 'vertical', vertical: true })).toBe('horizontal')
    expect(radioOrientation({ radioGroup: { orientation: 'vertical' }, orientation: 'horizontal', vertical: false })).toBe('vertical')
  })

  it('2. then orientation', () => {
    expect(radioOrientation({ radioGroup: { size: 'lg' }, orientation: 'horizontal', vertical: true })).toBe('horizontal')
    expect(radioOrientation({ orientation: 'vertical', vertical: false })).toBe('vertical')
  })

  it('3. then vertical: false gives horizontal', () => {
    expect(radioOrientation({ vertical: false })).toBe('horizontal')
    expect(radioOrientation({ radioGroup: { orientation: 'sideways' }, orientation: 'diagonal', vertical: false })).toBe('horizontal')
  })

  it('4. else vertical', () => {
    expect(radioOrientation({})).toBe('vertical')
    expect(radioOrientation({ vertical: true })).toBe('vertical')
    expect(radioOrientation({ radioGroup: 'horizontal', vertical: 'no' })).toBe('vertical')
  })
})

describe('checkbox group orientation', () => {
  it('follows checkboxGroup.orientation, then vertical, else leaves the widget default', () => {
    expect(checkboxGroupOrientation({ checkboxGroup: { orientation: 'vertical' }, vertical: false })).toBe('vertical')
    expect(checkboxGroupOrientation({ vertical: false })).toBe('horizontal')
    expect(checkboxGroupOrientation({ vertical: true })).toBe('vertical')
    expect(checkboxGroupOrientation({})).toBeUndefined()
  })
})
