import {
  type CoreActions,
  INIT,
  type JsonFormsCore,
  SET_AJV,
  SET_SCHEMA,
  SET_UISCHEMA,
  SET_VALIDATION_MODE,
  UPDATE_CORE,
  UPDATE_DATA,
  UPDATE_ERRORS,
  type ValidationMode,
  initState,
  validate,
} from '@jsonforms/core'
import type Ajv from 'ajv'
import isEqual from 'es-toolkit/compat/isEqual'
import { cloneData } from '../values/cloneData'
import { withCreatedDefaults } from '../values/createdDefaults'
import get from '../values/get'
import { fpSet, fpUnset } from '../values/lodashFp'
import { type PrecompiledSchema, replayValidator } from './precompiled'
import { compileValidator } from './splitValidator'

/**
 * What `Actions.init` and `Actions.updateCore` carry besides the data and the schemas; `precompiled`:
 * the schema's validator compiled at build time, which the form validates with (no AJV needed).
 */
interface InitOptions { ajv?: Ajv, validationMode?: ValidationMode, additionalErrors?: JsonFormsCore['additionalErrors'], compile?: unknown, precompiled?: PrecompiledSchema }

const optionsOf = (action: CoreActions) => (action as { options?: InitOptions }).options

/**
 * The action's AJV (given as `options.ajv`, or as the options themselves), else the state's. A form
 * that does not validate (yet: its validator is on its way) may have none.
 */
function ajvOf(state: JsonFormsCore, action: CoreActions, mode: ValidationMode | undefined): Ajv | undefined {
  const options = optionsOf(action)
  const ajv = options?.ajv ?? (typeof options?.compile === 'function' ? options as unknown as Ajv : state.ajv)
  if (!ajv && mode !== 'NoValidation' && !options?.precompiled)
    throw new Error('The form has no validator: pass an AJV instance as the `ajv` option of `Actions.init`.')
  return ajv
}

const compile = (ajv: Ajv | undefined, schema: JsonFormsCore['schema'], mode: ValidationMode | undefined, precompiled?: PrecompiledSchema) =>
  mode === 'NoValidation' ? undefined : precompiled ? replayValidator(precompiled, schema) : ajv && compileValidator(ajv, schema)

/**
 * JSON Forms' core reducer (`coreReducer` of `@jsonforms/core`), action for action, except that it
 * never makes an AJV of its own: the form's validator comes with `Actions.init` (the form root
 * passes it), or stays the state's. JSON Forms' reducer falls back to its `createAjv()`, which makes
 * AJV part of every page that imports the reducer; this one lets the validator load with the form.
 */
export function formsCoreReducer(state: JsonFormsCore = initState, action: CoreActions): JsonFormsCore {
  switch (action.type) {
    case INIT: {
      const validationMode = optionsOf(action)?.validationMode ?? state.validationMode
      const ajv = ajvOf(state, action, validationMode)
      const validator = compile(ajv, action.schema, validationMode, optionsOf(action)?.precompiled)
      return {
        ...state,
        data: action.data,
        schema: action.schema,
        uischema: action.uischema,
        additionalErrors: optionsOf(action)?.additionalErrors ?? state.additionalErrors,
        errors: validate(validator, action.data),
        validator,
        ajv,
        validationMode,
      }
    }
    case UPDATE_CORE: {
      const validationMode = optionsOf(action)?.validationMode ?? state.validationMode
      const ajv = ajvOf(state, action, validationMode)
      let { validator, errors } = state
      if (state.schema !== action.schema || state.validationMode !== validationMode || state.ajv !== ajv) {
        validator = compile(ajv, action.schema!, validationMode, optionsOf(action)?.precompiled)
        errors = validate(validator, action.data)
      }
      else if (state.data !== action.data) {
        errors = validate(validator, action.data)
      }
      const additionalErrors = optionsOf(action)?.additionalErrors ?? state.additionalErrors
      const changed = state.data !== action.data || state.schema !== action.schema || state.uischema !== action.uischema
        || state.ajv !== ajv || state.errors !== errors || state.validator !== validator
        || state.validationMode !== validationMode || state.additionalErrors !== additionalErrors
      if (!changed)
        return state
      return {
        ...state,
        data: action.data,
        schema: action.schema!,
        uischema: action.uischema!,
        ajv,
        errors: isEqual(errors, state.errors) ? state.errors : errors,
        validator,
        validationMode,
        additionalErrors,
      }
    }
    case SET_AJV: {
      const validator = compile(action.ajv, state.schema, state.validationMode)
      return { ...state, validator, errors: validate(validator, state.data) }
    }
    case SET_SCHEMA: {
      const validator = action.schema && state.ajv && state.validationMode !== 'NoValidation'
        ? compileValidator(state.ajv, action.schema)
        : state.validator
      return { ...state, validator, schema: action.schema, errors: validate(validator, state.data) }
    }
    case SET_UISCHEMA:
      return { ...state, uischema: action.uischema }
    case UPDATE_DATA:
      return updateData(state, action.path, action.updater)
    case UPDATE_ERRORS:
      return { ...state, errors: action.errors }
    case SET_VALIDATION_MODE: {
      if (state.validationMode === action.validationMode)
        return state
      if (action.validationMode === 'NoValidation')
        return { ...state, errors: [], validationMode: action.validationMode }
      if (state.validationMode === 'NoValidation') {
        const validator = state.ajv && compileValidator(state.ajv, state.schema)
        return { ...state, validator, errors: validate(validator, state.data), validationMode: action.validationMode }
      }
      return { ...state, validationMode: action.validationMode }
    }
    default:
      return state
  }
}

/**
 * `UPDATE_DATA`: the updater's value at `path` (the whole data for ''), validated with the state's
 * validator. An object the write creates (an absent ancestor) starts from its schema's defaults.
 */
function updateData(state: JsonFormsCore, path: string | undefined | null, updater: (value: unknown) => unknown): JsonFormsCore {
  if (path === undefined || path === null)
    return state
  let data: unknown
  if (path === '') {
    data = updater(cloneData(state.data))
  }
  else {
    const value = updater(cloneData(get(state.data, path)))
    const object = state.data === undefined ? {} : state.data
    data = value !== undefined ? fpSet(path, value, withCreatedDefaults(object, path, state.schema)) : fpUnset(path, object)
  }
  return { ...state, data, errors: validate(state.validator, data) }
}
