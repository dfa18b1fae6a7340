import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the array family: the list's buttons, titles, limits and notes. */
export const arrayMessages = defineMessages({
  'nui.array.add': 'Add',
  'nui.array.remove': 'Remove {item}',
  'nui.array.moveUp': 'Move {item} up',
  'nui.array.moveDown': 'Move {item} down',
  'nui.array.item': 'Item {index}',
  'nui.array.noItems': 'No items',
  'nui.array.removed': '{item} removed',
  'nui.array.undo': 'Undo',
  'nui.array.maxItems': 'At most {max} items: remove one to add another.',
  'nui.array.minItems': 'At least {min} items are needed: add one before removing another.',
  'nui.array.cell': '{column}, {item}',
  'nui.array.actions': 'Actions',
  'nui.array.notList': 'Expected a list here, found {found}. It is kept until you add an item, which replaces it.',
})
