import { defineMessages } from './messages'

/** Strings of the core: the clear button, form notices and the explanations of unrendered parts. */
export const coreMessages = defineMessages({
  'nui.clear': 'Clear',
  'nui.unlabelled': 'Value',
  'nui.noValue': 'No value',
  'nui.unrendered.notObject': 'This part of the UI schema is not an object.',
  'nui.unrendered.noType': 'This UI-schema element has no `type`.',
  'nui.unrendered.unknownType': 'No renderer is registered for UI-schema elements of type "{type}".',
  'nui.unrendered.noScope': 'This Control has no `scope` string.',
  'nui.unrendered.scopeMissing': 'The scope "{scope}" points to nothing in the schema.',
  'nui.unrendered.noMatch': 'No renderer matches the field at "{scope}" (schema type: {schemaType}).',
  'nui.unrendered.noElements': 'This {layoutType} has no `elements` array.',
  'nui.unrendered.tooDeep': 'This part of the form is nested more than {limit} levels deep, so it is not shown.',
  'nui.notice.schemaNotCompiled': 'The schema could not be compiled for validation ({reason}), so the form is not validated.',
  'nui.notice.rootRefUnresolved': 'The form could not follow the schema\'s root `$ref` "{ref}": it must point to an object schema in this document (other documents are never fetched).',
  'nui.notice.noFields': 'The schema names no fields (it accepts any data) and the form has no data object to make them from.',
  'nui.notice.dataInvalid': 'The form data as a whole {message}; the fields show what could be read.',
  'nui.overwritten.text': 'This field was changed elsewhere while you were typing. You had typed: "{typed}".',
  'nui.overwritten.restore': 'Put my text back',
  'nui.overwritten.dismiss': 'Keep the new value',
  'nui.chunk.title': 'This field could not be loaded ({entry})',
  'nui.chunk.description': '{reason}. Reload the page to try again; the rest of the form still works.',
  'nui.chunk.formTitle': 'This form could not be loaded',
  'nui.chunk.formDescription': '{reason}. Reload the page to try again.',
  'nui.errorSummary.title': 'Please correct the following:',
})
