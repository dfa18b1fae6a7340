import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { textareaDefaults } from './options'

/** What the builder's palette offers from the text family. */
export const textPalette: PaletteEntry[] = [
  { id: 'text', label: 'Text', group: 'input', icon: 'i-lucide-type', property: { type: 'string' } },
  { id: 'textarea', label: 'Textarea', group: 'input', icon: 'i-lucide-align-left', property: { type: 'string' }, options: { multi: true } },
  // The password input is chosen by the schema `format`, not by an option.
  { id: 'password', label: 'Password', group: 'input', icon: 'i-lucide-key-round', property: { type: 'string', format: 'password' } },
]

const restrict = {
  type: 'boolean',
  title: 'Restrict to max length',
  description: 'Enforce the schema maxLength while typing and show a character counter.',
} satisfies JsonSchema

const multi = {
  type: 'boolean',
  title: 'Multi-line',
  description: 'Render a textarea instead of a single-line input.',
} satisfies JsonSchema

/** Options of the single-line input; `multi` turns it into the textarea. */
export const textOptionSchema: JsonSchema = {
  type: 'object',
  properties: { restrict, multi },
}

/** Options of the password input (the same input, chosen by the schema `format: "password"`). */
export const passwordOptionSchema: JsonSchema = {
  type: 'object',
  properties: { restrict },
}

/** Options of the textarea; clearing `multi` turns it back into the single-line input. */
export const textareaOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    multi,
    rows: {
      type: 'integer',
      minimum: 1,
      title: 'Maximum rows',
      description: 'Maximum height in rows; the textarea grows with its content up to it.',
      default: textareaDefaults.rows,
    },
    minRows: {
      type: 'integer',
      minimum: 1,
      title: 'Minimum rows',
      description: 'Initial and minimum height in rows.',
    },
    restrict,
  },
}
