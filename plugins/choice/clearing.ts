import type { ControlField } from 'nuxt-ui-jsonforms/kit'

/**
 * `clearable` on a choice widget: offered while the field holds a value, unless it is required (a
 * choice is then expected; picking another replaces it) or read-only.
 */
export const canClearChoice = (field: Pick<ControlField, 'clearable' | 'required' | 'value'>): boolean =>
  field.clearable && !field.required && field.value !== undefined
