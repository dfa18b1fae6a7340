import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import { type Component, defineComponent, h, toRaw } from 'vue'
import { formConfig } from '../store/formConfig'
import { classDraftOf } from '../store/schemaDraft'
import { describesNothing, resolveRootRef } from '../values/formSchema'
import { isPlainObject } from '../values/plainObject'
import { sharedUiSchema } from '../values/generateUiSchema'
import type { JsonFormsProps } from './jsonformsProps'
import { formatsOfEntries } from './entryFormats'
import { loadDraftClass } from './loadValidator'
import { precompiledFor } from '../store/precompiled'
import { prefetchElement } from './prefetch'

/**
 * The root of a page's first form while the validator's chunk is on its way (`root`, which waits for
 * it): it starts the chunks of the lazy families the form's elements win at the same time, so that
 * the form waits once for all of them rather than for the validator and then for its fields (whose
 * renderers are ranked, and their chunks asked for, only once the root has mounted), and the AJV
 * class of the draft its schema names, if not draft-07's.
 */
export function firstFormRoot(root: Component): Component {
  return defineComponent({
    name: 'NuiFirstForm',
    inheritAttrs: false,
    setup(_, { attrs }) {
      prefetchForm(attrs as JsonFormsProps)
      return () => h(root, attrs)
    },
  })
}

/** Starts the lazy chunks a form's elements win, ranked with the inputs the root will rank them with. */
function prefetchForm(props: JsonFormsProps): void {
  const given = toRaw(props.schema as unknown)
  if (!isPlainObject(given) || describesNothing(given))
    return
  // The AJV class of another draft the schema names (draft-04, 2019-09, 2020-12) starts too, so that the form validates when it mounts.
  const draft = props.ajv || precompiledFor(resolveRootRef(given as JsonSchema, toRaw(props.schemas)), () => formatsOfEntries(props.renderers)) ? undefined : classDraftOf(given)
  if (draft)
    loadDraftClass(draft).catch(() => { /* reported as the chunk's failure; the form asks again */ })
  const schema = resolveRootRef(given as JsonSchema, toRaw(props.schemas))
  try {
    const uischema = toRaw(props.uischema as UISchemaElement | undefined) ?? sharedUiSchema(schema, schema)
    prefetchElement(toRaw(props.renderers) ?? [], uischema, schema, { rootSchema: schema, config: formConfig(props.config) })
  }
  catch {
    // A schema the testers cannot rank is the form's to explain once it mounts; nothing starts early.
  }
}
