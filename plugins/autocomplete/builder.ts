import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

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
