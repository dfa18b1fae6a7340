import {
  Actions,
  type CoreActions,
  type ErrorTranslator,
  type JsonFormsCellRendererRegistryEntry,
  type JsonFormsCore,
  type JsonFormsI18nState,
  type JsonFormsRendererRegistryEntry,
  type JsonFormsSubStates,
  type JsonFormsUISchemaRegistryEntry,
  type JsonSchema,
  type UISchemaElement,
  i18nReducer,
} from '@jsonforms/core'
import type { JsonFormsChangeEvent } from '@jsonforms/vue'
import type Ajv from 'ajv'
import { type Component, computed, defineAsyncComponent, defineComponent, h, markRaw, onMounted, onUnmounted, provide, reactive, shallowRef, toRaw, watch } from 'vue'
import { formsCoreReducer } from '../store/coreReducer'
import { errorTranslator } from '../i18n/errorMessages'
import { formConfig } from '../store/formConfig'
import { useFormLifecycle } from '../store/formLifecycle'
import { usePostingFormRoot } from '../store/postingForm'
import { incrementalReducer } from '../store/incrementalValidation'
import { loadDraftClass, loadValidator, loadedDraftClass, loadedValidator } from './loadValidator'
import { type PrecompiledSchema, isPrecompiled, precompiledFor } from '../store/precompiled'
import { type ClassDraft, classDraftOf } from '../store/schemaDraft'
import type { AjvClass } from '../store/validator'
import { type ExternalSchemas, bundleRefs } from '../values/bundleRefs'
import { formSchema } from '../values/formSchema'
import { formUiSchema } from '../values/formUiSchema'
import ChunkError from './ChunkError.vue'
import ElementRenderer from './ElementRenderer'
import { formatsOfEntries } from './entryFormats'
import { type JsonFormsProps, jsonFormsProps } from './jsonformsProps'
import { firstFormRoot } from './firstFormRoot'
import { beforeValidator, rendersWithoutAjv } from './rendersWithoutAjv'
import { withStableIds } from './stableIdBoundary'

/** The reducer every change runs through the form's middleware: JSON Forms' own, validating incrementally. */
const reducer = incrementalReducer(formsCoreReducer)

/**
 * The schema the form renders and validates (`formSchema`: the `$ref`s to the other documents given
 * bundled, a root `$ref` followed, generated from the data for none, `{}` or `true`).
 */
const schemaFor = (schema: unknown, data: unknown, schemas: unknown): JsonSchema => formSchema(schema as JsonSchema | boolean | undefined, data, schemas as ExternalSchemas | undefined)
/**
 * The validator compiled at build time for the form's schema (`registerPrecompiled`), when the
 * form has no `ajv` of the host's and its families check the formats the schema names as the
 * build did; undefined otherwise.
 */
const precompiledOf = (schema: unknown, props: JsonFormsProps): PrecompiledSchema | undefined =>
  props.ajv ? undefined : precompiledFor(schema, () => formatsOfEntries(props.renderers))
/** Whether a form with these props validates without AJV: its schema's validator was compiled at build time, and nothing it draws asks AJV. */
const needsNoAjv = (props: JsonFormsProps): boolean => {
  if (props.ajv || !isPrecompiled(toRaw(props.schema)))
    return false
  const schema = schemaFor(toRaw(props.schema), toRaw(props.data), toRaw(props.schemas))
  return !!precompiledOf(schema, props) && rendersWithoutAjv(schema, toRaw(props.uischema))
}
/** JSON Forms' generated UI schema for a schema given without one (`formUiSchema`). */
const uischemaFor = formUiSchema
/** The state the root provides as `jsonforms` (the lists as the host passed them, maybe read-only). */
interface RootState extends Omit<JsonFormsSubStates, 'core' | 'renderers' | 'cells' | 'uischemas'> {
  core: JsonFormsCore
  renderers?: readonly JsonFormsRendererRegistryEntry[]
  cells?: readonly JsonFormsCellRendererRegistryEntry[]
  uischemas?: readonly JsonFormsUISchemaRegistryEntry[]
}

/** The error translator of each locale (`errorTranslator`), kept so that the same i18n input gives the same state. */
const errorTranslators = new Map<string | undefined, ErrorTranslator>()
function errorTranslatorIn(locale: string | undefined): ErrorTranslator {
  let translator = errorTranslators.get(locale)
  if (!translator)
    errorTranslators.set(locale, translator = errorTranslator(locale))
  return translator
}
/** The host's i18n; without a `translateError` of its own, the errors in words a person reads (`errorMessage`). */
const i18nAction = (i18n: JsonFormsI18nState | undefined) => Actions.updateI18n(i18n?.locale, i18n?.translate, i18n?.translateError ?? errorTranslatorIn(i18n?.locale))

/**
 * `<JsonForms>` of `@jsonforms/vue`: the same props, `change` event, provided `jsonforms` state and
 * `dispatch`, middleware and schema generation, except for:
 * - how it renders its root element: through `ElementRenderer`, like every other element. JSON
 *   Forms' own root dispatcher maps the whole state again on every change and re-renders the root
 *   layout with it, on every keystroke; here the root is ranked and re-rendered only when the
 *   schema, the UI schema, the renderers, the cells or the config change;
 * - a change runs the reducer on the plain core, not on its Vue proxy (copying the changed path of
 *   the data and validating it through proxies costs a read trap per property, on every keystroke),
 *   and the reducer validates incrementally (`incrementalReducer`: a change of one root property
 *   validates that property, with the errors a full validation gives);
 * - data fed back from its own `change` event (`v-model`, or a `ref` set on `change`) is the data
 *   the core already holds: it does not update the core a second time;
 * - without an `ajv`, the form's validator is JSON Forms' `createAjv()` without AJV's optimising
 *   pass over its generated code, which takes half the time of compiling the schema at mount, and
 *   with the formats the families of its `renderers` declare (`color`, `data-url`, ...), which AJV
 *   would otherwise warn about, on the console, for every schema it compiles;
 * - the schema is the one `formSchema` makes of the given one: its `$ref`s to the other documents
 *   given as `schemas` (a prop of its own) bundled into it, a root `$ref` into the schema's own
 *   definitions followed, so that its fields render, and for `{}` or `true` one generated from the data;
 * - a schema whose `$schema` names draft-04, 2019-09 or 2020-12 is validated by AJV's class of that
 *   draft, each in a chunk of its own, fetched when a form first needs it (`loadDraftClass`);
 * - a schema whose validator was compiled at build time (imported with `?validator`:
 *   `registerPrecompiled`) validates with it, the same errors as AJV's; a form of such a schema
 *   that draws nothing AJV decides (no rule, no combinator) never loads AJV;
 * - AJV loads with the first form of the page, in a chunk of its own (`loadValidator`), and the
 *   reducer is JSON Forms' own without its fallback to `createAjv()` (`formsCoreReducer`): a page
 *   that imports the library but shows no form does not fetch AJV;
 * - it is written with `setup`, not the Options API: a component's computed options become
 *   accessors on its context object, and Chromium's V8 keeps the first such accessors in a
 *   descriptor table shared by every component's context, which kept the first form mounted on a
 *   page (all its components and data) in memory after it unmounted.
 */
const FormRoot = defineComponent((props: JsonFormsProps, { emit }) => {
  // Plain objects, as the watcher below hands them on: AJV and JSON Forms read a schema given as a
  // Vue proxy through it, and the proxy answers `hasOwnProperty` with a method of its own, not
  // with the property of that name the schema holds.
  const data = toRaw(props.data)
  let schema = schemaFor(toRaw(props.schema), data, toRaw(props.schemas))
  let uischema = (toRaw(props.uischema) as UISchemaElement | undefined) ?? uischemaFor(schema)
  // Without an `ajv`, one of the form's own: JSON Forms' defaults, compiling faster, knowing the
  // formats its renderers' families read (no "unknown format" warning for each schema it compiles),
  // of the AJV class of the draft the schema names (`classDraftOf`).
  const ownAjvs = new Map<AjvClass | undefined, Ajv>()
  const ownAjv = (draftClass: AjvClass | undefined) => {
    let made = ownAjvs.get(draftClass)
    if (!made)
      ownAjvs.set(draftClass, made = loadedValidator()!.createFormsAjv(formatsOfEntries(props.renderers), undefined, draftClass))
    return made
  }
  // Another draft's class (draft-04, 2019-09, 2020-12) loads with the first schema naming it; until then the form shows
  // unvalidated (no errors, no notice), and validates once it arrives. If it cannot load, the form
  // stays unvalidated and says why (`schemaError`, the notice of a schema that could not be compiled).
  const failedDrafts = new Map<ClassDraft, string>()
  const awaited = new Set<ClassDraft>()
  let unmounted = false
  function awaitDraft(draft: ClassDraft): void {
    if (awaited.has(draft))
      return
    awaited.add(draft)
    void loadDraftClass(draft).catch((error: unknown) => {
      failedDrafts.set(draft, `the validator of ${draft} schemas could not be loaded: ${error instanceof Error ? error.message : String(error)}`)
    }).then(() => {
      if (!unmounted && classDraftOf(schema) === draft)
        dispatch(Actions.updateCore(toRaw(jsonforms.core).data, schema, uischema, options()))
    })
  }
  /** The core, saying why it is not validated when its draft's class could not load. */
  const withDraftFailure = (core: JsonFormsCore): JsonFormsCore => {
    const draft = props.ajv ? undefined : classDraftOf(core.schema)
    const failure = draft && failedDrafts.get(draft)
    return failure ? { ...core, schemaError: failure } as JsonFormsCore : core
  }
  // A form that draws the same without AJV (`rendersWithoutAjv`) mounts before the validator's
  // chunk has arrived: it shows and takes input unvalidated, and validates once the chunk is there.
  const validatorFailure = shallowRef<unknown>()
  let awaitingValidator = false
  function awaitValidator(): void {
    if (awaitingValidator)
      return
    awaitingValidator = true
    loadValidator().then(() => {
      if (!unmounted)
        dispatch(Actions.updateCore(toRaw(jsonforms.core).data, schema, uischema, options()))
    }, (error: unknown) => {
      awaitingValidator = false
      validatorFailure.value = error
    })
  }
  /** The form validates without a validator of its own yet: until then its errors are not known. */
  let errorsUnknown = false
  const options = () => {
    const precompiled = precompiledOf(schema, props)
    // A schema compiled at build time validates without AJV, unless what the form draws asks it (a rule, a combinator).
    if (precompiled && rendersWithoutAjv(schema, uischema)) {
      errorsUnknown = false
      return { validationMode: props.validationMode, ajv: undefined, precompiled, additionalErrors: props.additionalErrors } as Parameters<typeof Actions.init>[3]
    }
    const draft = props.ajv ? undefined : classDraftOf(schema)
    const validatorModule = props.ajv || loadedValidator()
    if (!validatorModule)
      awaitValidator()
    const draftClass = draft && loadedDraftClass(draft)
    const failed = draft !== undefined && failedDrafts.has(draft)
    const waiting = (draft !== undefined && !draftClass && !failed) || !validatorModule
    if (waiting && validatorModule && draft)
      awaitDraft(draft)
    errorsUnknown = waiting && props.validationMode !== 'NoValidation'
    const ajv = props.ajv ?? (validatorModule ? ownAjv(draftClass) : undefined)
    return { validationMode: waiting || failed ? 'NoValidation' : props.validationMode, ajv, precompiled, additionalErrors: props.additionalErrors } as Parameters<typeof Actions.init>[3]
  }
  const jsonforms = reactive({
    core: withDraftFailure(props.middleware!({ data, schema, uischema } as JsonFormsCore, Actions.init(data, schema, uischema, options()), reducer)),
    config: formConfig(props.config),
    i18n: i18nReducer(props.i18n as JsonFormsI18nState | undefined, i18nAction(props.i18n as JsonFormsI18nState | undefined)),
    renderers: props.renderers,
    cells: props.cells,
    uischemas: props.uischemas,
    readonly: props.readonly,
  }) as RootState

  const dispatch = (action: CoreActions) => {
    jsonforms.core = withDraftFailure(props.middleware!(toRaw(jsonforms.core), action, reducer))
  }
  provide('jsonforms', jsonforms)
  provide('dispatch', dispatch)
  // `<JsonForm>` reads the live state for its submit, error summary and focus.
  useFormLifecycle()?.attach(jsonforms as JsonFormsSubStates)
  usePostingFormRoot()

  // The core follows its inputs, all of a tick's changes at once; data that is the data the core
  // already holds (fed back from the `change` event) is no change, and neither are new `schemas` of
  // the same documents (a list written in the template, made again on every render: one bundle).
  // The sources return plain objects: a watcher checks whether each value is a promise, a read
  // through a proxy on every keystroke.
  watch(
    [() => toRaw(props.data), () => toRaw(props.schema), () => toRaw(props.uischema), () => props.validationMode, () => toRaw(props.ajv), () => toRaw(props.additionalErrors), () => bundleRefs(toRaw(props.schema) as JsonSchema, toRaw(props.schemas) as ExternalSchemas | undefined)],
    ([data, newSchema, newUischema, ...rest], [, oldSchema, oldUischema, ...oldRest]) => {
      // The last source is the schema with the documents it refers to (`bundleRefs`).
      if (newSchema !== oldSchema || rest[3] !== oldRest[3]) {
        schema = schemaFor(newSchema, data, toRaw(props.schemas))
        if (!newUischema)
          uischema = uischemaFor(schema)
      }
      if (newUischema !== oldUischema)
        uischema = (newUischema as UISchemaElement | undefined) ?? uischemaFor(schema)
      const dataOnly = newSchema === oldSchema && newUischema === oldUischema && rest.every((value, index) => value === oldRest[index])
      if (dataOnly && data === toRaw(toRaw(jsonforms.core).data))
        return
      dispatch(Actions.updateCore(data, schema, uischema, options()))
    },
  )
  watch(() => props.renderers, (renderers) => { jsonforms.renderers = renderers })
  watch(() => props.cells, (cells) => { jsonforms.cells = cells })
  watch(() => props.uischemas, (uischemas) => { jsonforms.uischemas = uischemas })
  watch(() => props.readonly, (readonly) => { jsonforms.readonly = readonly })
  watch(() => props.config, (config) => { jsonforms.config = formConfig(config) }, { deep: true })
  watch(() => props.i18n, (i18n) => { jsonforms.i18n = i18nReducer(jsonforms.i18n, i18nAction(i18n as JsonFormsI18nState | undefined)) }, { deep: true })

  // Every new core is announced, as JSON Forms does; the data as it is, not a Vue proxy of it: read
  // through a proxy (`JSON.stringify` included), a key `hasOwnProperty` gives Vue's own method.
  // While the validator (or its draft's class) is on its way the errors are not known: `undefined`, not none.
  const changeEvent = () => ({ data: toRaw(toRaw(jsonforms.core).data), errors: errorsUnknown ? undefined : jsonforms.core.errors })
  watch(() => toRaw(jsonforms.core), () => emit('change', changeEvent()))
  onMounted(() => emit('change', changeEvent()))
  onUnmounted(() => { unmounted = true })

  // Computeds of their own, so that a new core with the same schemas does not render the root again;
  // plain objects, read without a proxy of each new core (the reducer hands the schemas on unwrapped).
  const rootSchema = computed(() => toRaw(toRaw(jsonforms.core).schema))
  const rootUischema = computed(() => toRaw(toRaw(jsonforms.core).uischema))
  return () => {
    const root = h(ElementRenderer, {
      schema: rootSchema.value,
      uischema: rootUischema.value,
      path: '',
      renderers: jsonforms.renderers as JsonFormsRendererRegistryEntry[],
      cells: jsonforms.cells as JsonFormsCellRendererRegistryEntry[],
      config: jsonforms.config,
    })
    return validatorFailure.value === undefined ? root : [h(ChunkError, { entry: 'validator', form: true, error: validatorFailure.value }), root]
  }
}, {
  name: 'JsonFormsRoot',
  props: jsonFormsProps,
  emits: { change: (event: JsonFormsChangeEvent) => typeof event === 'object' },
})

/**
 * The root, once the validator's chunk is there (`loadValidator`): the first form of a page mounts
 * when it arrives, or shows why it could not load; later forms mount at once. A server-rendered
 * form hydrates once the chunk has arrived, as a lazy field does. A form whose schema's validator
 * was compiled at build time and that draws nothing AJV decides (`needsNoAjv`) mounts at once, on
 * the server and in the browser alike, and never loads AJV.
 */
const FormRootAfterValidator: Component = defineAsyncComponent({
  loader: () => loadValidator().then(() => FormRoot),
  errorComponent: markRaw((props: { error?: unknown }) => h(ChunkError, { entry: 'validator', form: true, error: props.error })),
})

export default withStableIds(firstFormRoot(beforeValidator(FormRoot, FormRootAfterValidator)), attrs => (loadedValidator() || (attrs && needsNoAjv(attrs as unknown as JsonFormsProps))) ? FormRoot : undefined) as typeof FormRoot
