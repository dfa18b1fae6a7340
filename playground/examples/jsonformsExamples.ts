import { getExamples } from '@jsonforms/examples'
import type { Example } from './types'

/**
 * Every example of `@jsonforms/examples` (the reference set all JSON Forms renderer sets are
 * tried on), rendered with `uiRenderers`: a gallery section of its own, after ours.
 */
export const jsonFormsExamples: Example[] = getExamples().map(example => ({
  id: `jsonforms-${example.name.replace(/[^\w-]+/g, '-').toLowerCase()}`,
  title: example.label,
  group: 'JSON Forms examples',
  description: `The "${example.name}" example of @jsonforms/examples, rendered with our renderers as it is published: its data, schema, UI schema${example.uischemas ? ', registered UI schemas' : ''}${example.config ? ', config' : ''}${example.i18n ? ', i18n' : ''}${example.readonly ? ', readonly' : ''}.`,
  schema: example.schema,
  uischema: example.uischema,
  data: example.data,
  ...(example.uischemas && { uischemas: example.uischemas }),
  ...(example.config && { config: example.config }),
  ...(example.i18n && { i18n: example.i18n }),
  ...(example.readonly && { readonly: example.readonly }),
}))
