import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import { checkUiSchema } from '../../builder/checkUiSchema'
import { problemText } from '../../builder/problem'
import { coreMessages } from '../../i18n/coreMessages'
import { formatMessage } from '../../i18n/messages'
import { explainUnrendered } from '../../registry/explainUnrendered'
import { formSchema } from '../../values/formSchema'
import { formUiSchema } from '../../values/formUiSchema'
import { generateUiSchema } from '../../values/generateUiSchema'
import { isPlainObject } from '../../values/plainObject'
import { FormInputError } from '../errors'
import { type FormKnowledge, UNKNOWN_FAMILY } from './knowledge'
import { type OptionCatalog, createOptionCatalog } from './optionCatalog'
import { checkOptions } from './optionChecks'
import type { Problem } from './problems'
import { type Ranked, rankElement } from './rankElement'
import { type DataError, compileSchema, dataErrors, formValidator, unknownFormats } from './schemaChecks'
import { conditionScopes, resolveScope, scopeFix } from './scopes'

/** One element of the UI schema and who renders it. */
export interface CheckedElement {
  /** JSON Pointer of the element in the UI schema. */
  pointer: string
  type: string
  scope?: string
  /** The entry of `uiRenderers` that wins it, with its rank. */
  renderer?: Ranked
  /** The best rank of another entry. */
  runnerUp?: Ranked
  /** The entry that wins it in `allRenderers`, where that is another one. */
  withAllRenderers?: Ranked
  /** An element its parent draws itself, unranked (a Category of a Categorization). */
  renderedBy?: string
}

/** What `check_form` answers. */
export interface FormCheck {
  /** Whether the UI schema is the one the form generates (none was given). */
  uischemaGenerated: boolean
  elements: CheckedElement[]
  problems: Problem[]
  /** Validation errors of `data`, as the form shows them; empty when no data was given or the schema does not compile. */
  dataErrors: DataError[]
}

/** The input of `check_form`. */
export interface FormCheckInput {
  schema: unknown
  uischema?: unknown
  data?: unknown
  config?: Record<string, unknown>
}

/** Families whose winner draws an explanation in place of the element: nobody renders it as meant. */
const placeholderFamilies = new Set([UNKNOWN_FAMILY, 'wysiwygHint'])

/** The member of the element a problem of the builder's check is about, by the end of its key. */
const problemMember: Record<string, string> = { elementsNotArray: '/elements', optionsNotObject: '/options', controlScope: '/scope', elementType: '/type', ruleNotObject: '/rule', ruleEffect: '/rule/effect', ruleCondition: '/rule/condition' }

/** `uischema.elements[1]` (the builder's location of an element) and its problem's key → `/elements/1/options`. */
const pointerOf = (at: string, key: string) => at.replace(/^uischema/, '').replace(/\[(\d+)\]/g, '/$1').replace(/\./g, '/') + (problemMember[key.split('.').at(-1)!] ?? '')

const same = (a: Ranked | undefined, b: Ranked | undefined) => a?.family === b?.family && a?.entry === b?.entry

interface Walk {
  knowledge: FormKnowledge
  catalog: OptionCatalog
  rootSchema: JsonSchema
  config: Record<string, unknown>
  elements: CheckedElement[]
  problems: Problem[]
}

function unrendered(walk: Walk, element: Record<string, unknown>, pointer: string): Problem {
  const scope = element.scope
  if (element.type === 'Control' && typeof scope === 'string' && !resolveScope(walk.rootSchema, scope))
    return { kind: 'scope-unresolved', severity: 'error', in: 'uischema', pointer: `${pointer}/scope`, message: `The scope "${scope}" resolves to nothing in the schema: the form shows a notice in its place.`, fix: scopeFix(walk.rootSchema, scope) }
  const reason = explainUnrendered(element, walk.rootSchema, walk.rootSchema)
  const fix = element.type === 'Control'
    ? 'Give the property a type a renderer draws (string, number, integer, boolean, object, array, enum or oneOf), or register a renderer of your own for it.'
    : 'Use an element type the library renders: VerticalLayout, HorizontalLayout, Group, Label, Categorization (of Category elements) or Control.'
  return { kind: 'no-renderer', severity: 'error', in: 'uischema', pointer, message: `No renderer takes this element: ${formatMessage(coreMessages[reason.key], reason.values)}`, fix }
}

function checkRule(walk: Walk, rule: unknown, pointer: string): void {
  if (!isPlainObject(rule))
    return
  for (const { scope, pointer: at } of conditionScopes(rule.condition)) {
    if (!resolveScope(walk.rootSchema, scope))
      walk.problems.push({ kind: 'rule-scope-unresolved', severity: 'error', in: 'uischema', pointer: `${pointer}/rule${at}`, message: `The rule's condition reads "${scope}", which resolves to nothing in the schema: the condition never holds as meant.`, fix: scopeFix(walk.rootSchema, scope) })
  }
}

function checkElement(walk: Walk, element: unknown, pointer: string, parentType: string | undefined, depth: number): void {
  if (!isPlainObject(element) || depth > 64)
    return
  const type = typeof element.type === 'string' ? element.type : ''
  const scope = typeof element.scope === 'string' ? element.scope : undefined
  const record: CheckedElement = { pointer, type, ...(scope !== undefined && { scope }) }
  walk.elements.push(record)
  if (type === 'Category' && parentType === 'Categorization') {
    record.renderedBy = 'categorization/categorization'
  }
  else {
    const ui = rankElement(walk.knowledge.uiFamilies, element as unknown as UISchemaElement, walk.rootSchema, walk.config)
    const all = rankElement(walk.knowledge.allFamilies, element as unknown as UISchemaElement, walk.rootSchema, walk.config)
    Object.assign(record, ui.winner && { renderer: ui.winner }, ui.runnerUp && { runnerUp: ui.runnerUp })
    if (!same(ui.winner, all.winner) && all.winner) {
      record.withAllRenderers = all.winner
      walk.problems.push({ kind: 'all-renderers', severity: 'info', in: 'uischema', pointer, message: `With allRenderers, ${all.winner.family}/${all.winner.entry} renders this element (uiRenderers: ${ui.winner ? `${ui.winner.family}/${ui.winner.entry}` : 'nothing'}).`, fix: 'Pass `allRenderers` (from nuxt-ui-jsonforms) to the form in place of `uiRenderers` to render it so.' })
    }
    const effective = ui.winner && !placeholderFamilies.has(ui.winner.family) ? ui.winner : all.winner && !placeholderFamilies.has(all.winner.family) ? all.winner : undefined
    if (effective)
      walk.problems.push(...checkOptions(walk.catalog, effective, type, element.options, pointer))
    else if (!all.winner || all.winner.family === UNKNOWN_FAMILY)
      walk.problems.push(unrendered(walk, element, pointer))
  }
  checkRule(walk, element.rule, pointer)
  if (Array.isArray(element.elements))
    element.elements.forEach((child, index) => checkElement(walk, child, `${pointer}/elements/${index}`, type, depth + 1))
}

/** The option catalogue of each knowledge the server was given, made once. */
const catalogs = new WeakMap<FormKnowledge, OptionCatalog>()

/** The option catalogue of the knowledge. */
export function catalogOf(knowledge: FormKnowledge): OptionCatalog {
  let catalog = catalogs.get(knowledge)
  if (!catalog)
    catalogs.set(knowledge, catalog = createOptionCatalog(knowledge.optionSchemas))
  return catalog
}

/** The UI schema the form generates; where JSON Forms' generator stops on a malformed part, a layout of one Control per property. */
function generatedUiSchema(schema: JsonSchema): UISchemaElement {
  try {
    return formUiSchema(schema)
  }
  catch {
    return generateUiSchema(schema, schema)
  }
}

/**
 * Checks a form definition as the form will read it: who renders each element of its UI schema
 * (the one given, else the one the form generates), every problem with its place and a fix, and
 * the validation errors of its data.
 */
export async function checkForm(input: FormCheckInput, knowledge: FormKnowledge): Promise<FormCheck> {
  if (!isPlainObject(input.schema) && typeof input.schema !== 'boolean')
    throw new FormInputError('`schema` must be a JSON Schema: an object (or true/false).')
  if (input.uischema !== undefined && !isPlainObject(input.uischema))
    throw new FormInputError('`uischema` must be a UI schema element: an object with a `type`.')
  const rootSchema = formSchema(input.schema as JsonSchema | boolean, input.data)
  const uischema = (input.uischema ?? generatedUiSchema(rootSchema)) as UISchemaElement
  const walk: Walk = { knowledge, catalog: catalogOf(knowledge), rootSchema, config: isPlainObject(input.config) ? input.config : {}, elements: [], problems: [] }
  const ajv = await formValidator(knowledge.uiFamilies, rootSchema)
  const compiled = compileSchema(ajv, rootSchema)
  if (compiled.problem)
    walk.problems.push(compiled.problem)
  walk.problems.push(...unknownFormats(ajv, rootSchema))
  const invalid = checkUiSchema(uischema)
  if (invalid) {
    const text = problemText(invalid)
    walk.problems.push({ kind: 'uischema-invalid', severity: 'error', in: 'uischema', pointer: pointerOf((invalid.values?.at as string | undefined) ?? 'uischema', invalid.key), message: text, fix: 'Make the element what JSON Forms reads there (see the message).' })
  }
  checkElement(walk, uischema, '', undefined, 0)
  return {
    uischemaGenerated: input.uischema === undefined,
    elements: walk.elements,
    problems: walk.problems,
    dataErrors: compiled.validate && input.data !== undefined ? dataErrors(compiled.validate, input.data) : [],
  }
}
