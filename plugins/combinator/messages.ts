import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the combinator family (`oneOf` / `anyOf`). */
export const combinatorMessages = defineMessages({
  'nui.combinator.option': 'Option {number}',
  'nui.combinator.variant': 'Variant',
  'nui.combinator.switched': 'Switched to {label}.',
  'nui.combinator.undo': 'Undo',
  'nui.combinator.undoLabel': 'Undo: back to {label} and its data',
  'nui.combinator.noFit': 'The stored value fits none of the variants. It is kept as it is until you edit it; the first variant is shown.',
  'nui.combinator.notAList': 'The {keyword} of this field is not a list of schemas.',
  'nui.combinator.notASchema': 'Variant {number} of {keyword} is not a schema object; it cannot be picked.',
  'nui.combinator.unresolvedRef': 'Variant {number} of {keyword} refers to "{ref}", which does not resolve; it cannot be picked.',
  'nui.combinator.notFilled': 'Not filled in yet: this variant repeats a part of the form it stands in.',
  'nui.combinator.fillIn': 'Fill in {label}',
  'nui.combinator.type.string': 'Text',
  'nui.combinator.type.number': 'Number',
  'nui.combinator.type.integer': 'Whole number',
  'nui.combinator.type.boolean': 'Yes / no',
  'nui.combinator.type.object': 'Group of fields',
  'nui.combinator.type.array': 'List',
  'nui.combinator.type.null': 'No value',
  'nui.combinator.cannotRender': 'Variant {number} of {keyword} cannot be turned into a form: {reason}',
})
