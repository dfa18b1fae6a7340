import {
  type ControlElement,
  type JsonFormsState,
  type JsonSchema,
  type OwnPropsOfControl,
  type StatePropsOfControl,
  Resolve,
  createLabelDescriptionFrom,
  getAjv,
  getCombinedErrorMessage,
  getConfig,
  getData,
  getErrorAt,
  getErrorTranslator,
  getI18nKeyPrefix,
  getSchema,
  getTranslator,
  hasShowRule,
  isInherentlyEnabled,
  isInherentlyReadonly,
  isVisible,
  mapStateToControlProps,
} from '@jsonforms/core'
import type { ErrorObject } from 'ajv'
import { ownPropertyName, ownPropertySchema } from '../values/ownProperty'
import { isPlainObject } from '../values/plainObject'
import { requiredNow } from '../values/conditionalRequired'
import { nullableBranch } from '../values/nullable'

/**
 * The schema a control's scope points to and whether the property is required, as JSON Forms'
 * mapper resolves them (`Resolve.schema`, and its `isRequired` on the schema above), found
 * directly for the scope of nearly every control (`#/properties/<name>`, see `ownPropertySchema`);
 * `undefined` for any other, which the mapper then resolves itself.
 */
function directProperty(schema: JsonSchema | undefined, scope: string): { resolved: JsonSchema, required: boolean, name: string } | undefined {
  const name = ownPropertyName(scope)
  const resolved = ownPropertySchema(schema, name)
  if (resolved === undefined)
    return undefined
  return { resolved, required: isRequired((schema as { required?: unknown }).required, name!), name: name! }
}

/**
 * The property schema of `scope` as it is written, when it refers back to the form's root
 * (`{ "$ref": "#" }`: a member that is a whole form again, as in renovate's configuration).
 */
function rootReference(schema: JsonSchema | undefined, scope: string): JsonSchema | undefined {
  const name = ownPropertyName(scope)
  const properties = isPlainObject(schema) ? schema.properties : undefined
  if (name === undefined || !isPlainObject(properties) || !Object.hasOwn(properties, name))
    return undefined
  const written = properties[name]
  return isPlainObject(written) && written.$ref === '#' ? written as JsonSchema : undefined
}

/**
 * A member that refers back to the root named by its own title or key and its own description, as
 * written beside its `$ref`: JSON Forms' mapper names it by the schema it resolves to, the root,
 * so that every such member would read as the whole form's title.
 */
function namedByItsOwnWords(props: StatePropsOfControl, written: JsonSchema, state: JsonFormsState): StatePropsOfControl {
  const { $ref: _ref, ...own } = written
  const uischema = props.uischema as ControlElement
  const labelDesc = createLabelDescriptionFrom(uischema, own)
  const t = getTranslator()(state)
  const context = { schema: props.schema, uischema, path: props.path, errors: [] }
  return {
    ...props,
    label: t(`${props.i18nKeyPrefix}.label`, labelDesc.show ? labelDesc.text : '', context),
    description: t<string | undefined>(`${props.i18nKeyPrefix}.description`, own.description, context),
  }
}

/** Per `required` list, its names as a set: the list of a wide form is asked about once per field. */
const requiredNames = new WeakMap<readonly unknown[], ReadonlySet<unknown>>()

/**
 * Whether `required` names `name`, as JSON Forms' `isRequired` answers (`required.indexOf(name)`,
 * so a string is searched as a string); a long list is looked up in its set.
 */
function isRequired(required: unknown, name: string): boolean {
  if (!Array.isArray(required) || required.length < 16)
    return required !== undefined && (required as { indexOf: (name: string) => number }).indexOf(name) !== -1
  let names = requiredNames.get(required)
  if (!names)
    requiredNames.set(required, names = new Set(required))
  return names.has(name)
}

/**
 * Whether the state holds any error JSON Forms' `getErrorAt` would look through (its lists are
 * narrowed to the control's own by `stateAtPath`): for most fields of a form none, and `getErrorAt`
 * would still make three closures and a copy of both lists to filter them.
 */
function hasErrors(state: JsonFormsState): boolean {
  const core = state.jsonforms.core
  return !!core?.additionalErrors?.length || (core?.validationMode !== 'ValidateAndHide' && !!core?.errors?.length)
}

/**
 * JSON Forms' `getErrorAt`, and for an `anyOf` of a type and `null` drawn as that type
 * (`nullableBranch`), the errors of the type's branch too, which JSON Forms leaves to a combinator
 * renderer: the field shows why its value is refused ("At most 3 characters"), not nothing.
 */
function errorsAt(state: JsonFormsState, path: string, schema: JsonSchema): ErrorObject[] {
  const own = getErrorAt(path, schema)(state)
  const branch = nullableBranch(schema, getSchema(state))
  return branch ? [...own, ...getErrorAt(path, branch)(state).filter(error => !own.includes(error))] : own
}

/** The mapper's props with the errors of a nullable `anyOf`'s type branch added (`errorsAt`). */
function withBranchErrors(props: StatePropsOfControl, state: JsonFormsState, path: string): StatePropsOfControl {
  if (!hasErrors(state) || !nullableBranch(props.schema, getSchema(state)))
    return props
  const errors = errorsAt(state, path, props.schema)
  return { ...props, errors: getCombinedErrorMessage(errors, getErrorTranslator()(state), getTranslator()(state), props.schema, props.uischema, path) }
}

/**
 * `@jsonforms/core`'s `mapStateToControlProps`, same props, given the data path the caller has
 * composed already (`composeWithUi` of the element's scope and `ownProps.path`). JSON Forms'
 * mapper composes the path again, resolves the scope twice (for the schema and for `required`)
 * and derives the i18n key prefix three times, each time splitting, decoding and joining path
 * strings: garbage that the mount of a large form collects many times over. This one resolves a
 * plain property scope once and derives the prefix once; any other scope goes to the mapper.
 */
export function mapControlProps(state: JsonFormsState, ownProps: OwnPropsOfControl, path: string): StatePropsOfControl {
  const uischema = ownProps.uischema as ControlElement
  const rootSchema = getSchema(state)
  const scope = uischema.scope
  // JSON Forms resolves `required` against `ownProps.schema` alone: without one, its mapper answers.
  const direct = typeof scope === 'string' && ownProps.schema ? directProperty(ownProps.schema, scope) : undefined
  if (!direct) {
    const props = withBranchErrors(mapStateToControlProps(state, ownProps), state, path)
    const written = typeof scope === 'string' ? rootReference(ownProps.schema, scope) : undefined
    return written ? namedByItsOwnWords(props, written, state) : props
  }
  const rootData = getData(state)
  const config = getConfig(state)
  const visible = ownProps.visible === undefined || hasShowRule(uischema)
    ? isVisible(uischema, rootData, ownProps.path as string, getAjv(state), config)
    : ownProps.visible
  const schema = direct.resolved
  const errors = hasErrors(state) ? errorsAt(state, path, schema) : []
  const labelDesc = createLabelDescriptionFrom(uischema, schema)
  const label = labelDesc.show ? labelDesc.text : ''
  const t = getTranslator()(state)
  const te = getErrorTranslator()(state)
  const i18nKeyPrefix = getI18nKeyPrefix(schema, uischema, path)
  const i18nLabel = t(`${i18nKeyPrefix}.label`, label, { schema, uischema, path, errors })
  return {
    data: Resolve.data(rootData, path),
    description: t<string | undefined>(`${i18nKeyPrefix}.description`, schema.description, { schema, uischema, path, errors }),
    errors: getCombinedErrorMessage(errors, te, t, schema, uischema, path),
    label: i18nLabel,
    visible,
    enabled: isInherentlyEnabled(state, ownProps, uischema, schema, rootData, config),
    readonly: isInherentlyReadonly(state, ownProps, uischema, schema, rootData, config),
    id: ownProps.id,
    path,
    // Required by the schema's list, or for the object's current data by one of its conditions.
    required: direct.required || requiredNow(ownProps.schema, Resolve.data(rootData, ownProps.path as string), direct.name, getAjv(state)),
    uischema,
    schema,
    config,
    cells: ownProps.cells || state.jsonforms.cells,
    rootSchema,
    i18nKeyPrefix,
  } as StatePropsOfControl
}
