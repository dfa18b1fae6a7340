import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/**
 * What the builder's palette offers from the combinator family: a field that is one of two
 * variants (`oneOf`), each a titled object with a field of its own.
 */
export const combinatorPalette: PaletteEntry[] = [
  {
    id: 'one-of',
    label: 'One of',
    group: 'structure',
    icon: 'i-lucide-split',
    property: {
      oneOf: [
        { title: 'Email', type: 'object', properties: { email: { type: 'string', format: 'email' } } },
        { title: 'Phone', type: 'object', properties: { phone: { type: 'string' } } },
      ],
    },
  },
  {
    id: 'any-of',
    label: 'Any of',
    group: 'structure',
    icon: 'i-lucide-git-fork',
    property: {
      anyOf: [
        { title: 'Text', type: 'string' },
        { title: 'Number', type: 'number' },
      ],
    },
  },
]
