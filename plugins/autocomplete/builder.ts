import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { autocompleteDefaults } from './options'

/**
 * What the builder's palette offers from the autocomplete family. The `api` option selects the
 * control; it points at the lookup the playground answers itself (`playground/mocks/`), same origin.
 */
export const autocompletePalette: PaletteEntry[] = [
  {
    id: 'autocomplete',
    label: 'Autocomplete',
    group: 'input',
    icon: 'i-lucide-text-search',
    property: { type: 'string' },
    options: { api: { url: 'api/cities', itemsPath: 'results', labelKey: 'name', valueKey: 'code' } },
  },
]

/** Options of the autocomplete. `api` (an object: URL, parameters, headers, paths) and `inputMenu` (pass-through) are left out. */
export const autocompleteOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    minLength: {
      type: 'integer',
      minimum: 0,
      title: 'Minimum characters',
      description: 'Characters to type before a request is sent; below it the local suggestions are offered.',
      default: autocompleteDefaults.minLength,
    },
    suggestion: {
      type: 'array',
      items: { type: 'string' },
      title: 'Suggestions',
      description: 'Local suggestions: offered below the minimum, and in place of the remote items when a request fails.',
    },
  },
}
