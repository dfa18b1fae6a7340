import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { choiceDefaults } from './options'

const choices = ['One', 'Two', 'Three']

/** What the builder's palette offers from the choice family. */
export const choicePalette: PaletteEntry[] = [
  { id: 'select-menu', label: 'Select menu', group: 'choice', icon: 'i-lucide-chevrons-up-down', property: { type: 'string', enum: choices } },
  { id: 'select', label: 'Select', group: 'choice', icon: 'i-lucide-square-menu', property: { type: 'string', enum: choices }, options: { format: 'select' } },
  { id: 'radio', label: 'Radio group', group: 'choice', icon: 'i-lucide-circle-dot', property: { type: 'string', enum: choices }, options: { format: 'radio' } },
  { id: 'multi-enum', label: 'Multiple choice', group: 'choice', icon: 'i-lucide-list-checks', property: { type: 'array', uniqueItems: true, items: { type: 'string', enum: choices } } },
]

/**
 * `format` picks among the three renderers of a single choice, which take the same schema and
 * store the same value: changing it in the inspector swaps the widget.
 */
const format = {
  type: 'string',
  enum: ['select', 'radio'],
  title: 'Widget',
  description: 'select: a select without search box; radio: a radio group; unset: the searchable select menu.',
} satisfies JsonSchema

/** Options of the searchable select menu; the common `placeholder` is left out. */
export const selectMenuOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    format,
    suggestion: {
      type: 'array',
      items: { type: 'string' },
      title: 'Suggestions',
      description: 'Free-form suggestions listed after the choices; the menu then also accepts a typed value.',
    },
  },
}

/** Options of the select (no search box); the common `placeholder` is left out. */
export const selectOptionSchema: JsonSchema = {
  type: 'object',
  properties: { format },
}

/** Options of the radio group. */
export const radioOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    format,
    vertical: {
      type: 'boolean',
      title: 'Vertical',
      description: 'false lays the radios out horizontally; orientation wins over it.',
      default: choiceDefaults.vertical,
    },
    orientation: {
      type: 'string',
      enum: ['horizontal', 'vertical'],
      title: 'Orientation',
      description: 'horizontal or vertical; wins over Vertical.',
    },
  },
}

/** Options of the checkbox group (an array of choices). */
export const checkboxGroupOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    vertical: {
      type: 'boolean',
      title: 'Vertical',
      description: 'false lays the checkboxes out horizontally; unset leaves the widget\'s own (vertical) layout.',
    },
  },
}
