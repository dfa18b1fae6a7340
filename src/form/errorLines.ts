import { type JsonFormsSubStates, composePaths, createLabelDescriptionFrom, getI18nKeyPrefix, toDataPath } from '@jsonforms/core'
import type { ControlElement } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'
import startCase from 'es-toolkit/compat/startCase'
import { isPlainObject } from '../values/plainObject'
import { schemaAtPath } from '../values/schemaAtPath'
import { errorDataPath } from './formOrder'

/** One line of the error summary: the field's label and the message it shows. */
export interface ErrorLine {
  /** The data path of the field the error concerns. */
  path: string
  label: string
  message: string
}

/** The Control of `uischema` whose data path is `path`, if one is drawn from the root UI schema. */
function controlAt(uischema: unknown, path: string): ControlElement | undefined {
  const stack: unknown[] = [uischema]
  const seen = new Set<unknown>()
  while (stack.length) {
    const node = stack.shift()
    if (!isPlainObject(node) || seen.has(node))
      continue
    seen.add(node)
    if (typeof node.scope === 'string' && composePaths('', toDataPath(node.scope)) === path)
      return node as unknown as ControlElement
    if (Array.isArray(node.elements))
      stack.push(...node.elements)
  }
  return undefined
}

/**
 * The label and message of each error, as its field shows them: the field's label (its UI
 * schema `label`, the schema `title`, or its property name), translated through the form's
 * `i18n` as the field's is (`<path>.label`), and the message from the form's error translator.
 */
export function errorLines(state: JsonFormsSubStates, errors: readonly ErrorObject[]): ErrorLine[] {
  const core = state.core
  const t = state.i18n?.translate
  const te = state.i18n?.translateError
  return errors.map((error) => {
    const path = errorDataPath(error)
    const control = controlAt(core?.uischema, path)
    const schema = schemaAtPath(core?.schema, path) ?? {}
    const name = path.split('.').filter(segment => !/^\d+$/.test(segment)).pop() ?? ''
    const derived = control ? createLabelDescriptionFrom(control, schema).text : (typeof schema.title === 'string' ? schema.title : startCase(name))
    const translated = t ? t(`${getI18nKeyPrefix(schema, control, path)}.label`, derived, { schema, uischema: control, path, errors: [error] }) : derived
    const label = typeof translated === 'string' && translated ? translated : derived || path
    const message = te && t ? te(error, t, control) : error.message ?? ''
    return { path, label, message }
  })
}
