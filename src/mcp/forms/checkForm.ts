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
import { type FormKnowledge, type RankedFamily, UNKNOWN_FAMILY } from './knowledge'
import { type OptionCatalog, createOptionCatalog } from './optionCatalog'
import { checkOptions, compileOptionChecks } from './optionChecks'
import type { Problem } from './problems'
import { type Ranked, type Ranking, rankElement, rankedAfter } from './rankElement'
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
  /**
   * For an element of a sub-form (an object's or an array's `options.detail`): the scopes of the
   * controls it is drawn inside, outermost first. Its own scope is read in the schema of the
   * innermost one (the object, or an item of the array).
   */
  within?: string[]
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
  /** The families of `allRenderers` after those of `uiRenderers`, when those come first: ranked alone. */
  moreFamilies?: readonly RankedFamily[]
  /** Scopes resolved so far, per schema they were read in. */
  resolved: WeakMap<JsonSchema, Map<string, JsonSchema | undefined>>
}

/** The form (root or sub-form) an element is drawn in: the schema its scopes are read in, and the controls it is inside. */
interface SubForm {
  schema: JsonSchema
  within: string[]
}

/** The schema a scope points to in the form's schema (the root's or a sub-form's), resolved once per check. */
function resolveIn(walk: Walk, schema: JsonSchema, scope: string): JsonSchema | undefined {
  let scopes = walk.resolved.get(schema)
  if (!scopes)
    walk.resolved.set(schema, scopes = new Map())
  if (!scopes.has(scope))
    scopes.set(scope, resolveScope(schema, scope, walk.rootSchema))
  return scopes.get(scope)
}

const inSubForm = (form: SubForm) => form.within.length ? ` of the sub-form of ${form.within.at(-1)}` : ''

function unrendered(walk: Walk, form: SubForm, element: Record<string, unknown>, pointer: string): Problem {
  const scope = element.scope
  if (element.type === 'Control' && typeof scope === 'string' && !resolveIn(walk, form.schema, scope))
    return { kind: 'scope-unresolved', severity: 'error', in: 'uischema', pointer: `${pointer}/scope`, message: `The scope "${scope}" resolves to nothing in the schema${inSubForm(form)}: the form shows a notice in its place.`, fix: scopeFix(form.schema, scope, walk.rootSchema) }
  const reason = explainUnrendered(element, form.schema, walk.rootSchema)
  const fix = element.type === 'Control'
    ? 'Give the property a type a renderer draws (string, number, integer, boolean, object, array, enum or oneOf), or register a renderer of your own for it.'
    : 'Use an element type the library renders: VerticalLayout, HorizontalLayout, Group, Label, Categorization (of Category elements) or Control.'
  return { kind: 'no-renderer', severity: 'error', in: 'uischema', pointer, message: `No renderer takes this element: ${formatMessage(coreMessages[reason.key], reason.values)}`, fix }
}

function checkRule(walk: Walk, form: SubForm, rule: unknown, pointer: string): void {
  if (!isPlainObject(rule))
    return
  for (const { scope, pointer: at } of conditionScopes(rule.condition)) {
    if (!resolveIn(walk, form.schema, scope))
      walk.problems.push({ kind: 'rule-scope-unresolved', severity: 'error', in: 'uischema', pointer: `${pointer}/rule${at}`, message: `The rule's condition reads "${scope}", which resolves to nothing in the schema${inSubForm(form)}: the condition never holds as meant.`, fix: scopeFix(form.schema, scope, walk.rootSchema) })
  }
}

/** The element's ranking with the families of `allRenderers`: those of `uiRenderers` ranked once, the others added. */
function rankWithAll(walk: Walk, element: UISchemaElement, form: SubForm, ui: Ranking): Ranking {
  if (!walk.moreFamilies)
    return rankElement(walk.knowledge.allFamilies, element, walk.rootSchema, walk.config, form.schema)
  return rankedAfter(ui, rankElement(walk.moreFamilies, element, walk.rootSchema, walk.config, form.schema))
}

/** The sub-form an entry draws from the element's inline `options.detail`: of the object, or of an item of the array. */
function subFormOf(walk: Walk, form: SubForm, winner: Ranked | undefined, element: Record<string, unknown>): SubForm | undefined {
  const kind = winner && walk.knowledge.subForms?.[`${winner.family}/${winner.entry}`]
  const detail = isPlainObject(element.options) ? element.options.detail : undefined
  if (!kind || typeof element.scope !== 'string' || !isPlainObject(detail) || typeof detail.type !== 'string')
    return undefined
  const own = resolveIn(walk, form.schema, element.scope)
  const items = own?.items
  const schema = kind === 'object' ? own : isPlainObject(items) ? items as JsonSchema : undefined
  const resolved = schema && typeof schema.$ref === 'string' ? resolveIn(walk, walk.rootSchema, schema.$ref) : schema
  return resolved && { schema: resolved, within: [...form.within, element.scope] }
}

function checkElement(walk: Walk, form: SubForm, element: unknown, pointer: string, parentType: string | undefined, depth: number): void {
  if (!isPlainObject(element) || depth > 64)
    return
  const type = typeof element.type === 'string' ? element.type : ''
  const scope = typeof element.scope === 'string' ? element.scope : undefined
  const record: CheckedElement = { pointer, type, ...(scope !== undefined && { scope }), ...(form.within.length > 0 && { within: form.within }) }
  walk.elements.push(record)
  let subForm: SubForm | undefined
  if (type === 'Category' && parentType === 'Categorization') {
    record.renderedBy = 'categorization/categorization'
  }
  else {
    const ui = rankElement(walk.knowledge.uiFamilies, element as unknown as UISchemaElement, walk.rootSchema, walk.config, form.schema)
    const all = rankWithAll(walk, element as unknown as UISchemaElement, form, ui)
    Object.assign(record, ui.winner && { renderer: ui.winner }, ui.runnerUp && { runnerUp: ui.runnerUp })
    if (!same(ui.winner, all.winner) && all.winner) {
      record.withAllRenderers = all.winner
      walk.problems.push({ kind: 'all-renderers', severity: 'info', in: 'uischema', pointer, message: `With allRenderers, ${all.winner.family}/${all.winner.entry} renders this element (uiRenderers: ${ui.winner ? `${ui.winner.family}/${ui.winner.entry}` : 'nothing'}).`, fix: 'Pass `allRenderers` (from nuxt-ui-jsonforms) to the form in place of `uiRenderers` to render it so.' })
    }
    const effective = ui.winner && !placeholderFamilies.has(ui.winner.family) ? ui.winner : all.winner && !placeholderFamilies.has(all.winner.family) ? all.winner : undefined
    if (effective)
      walk.problems.push(...checkOptions(walk.catalog, effective, type, element.options, pointer))
    else if (!all.winner || all.winner.family === UNKNOWN_FAMILY)
      walk.problems.push(unrendered(walk, form, element, pointer))
    subForm = subFormOf(walk, form, effective, element)
  }
  checkRule(walk, form, element.rule, pointer)
  if (Array.isArray(element.elements))
    element.elements.forEach((child, index) => checkElement(walk, form, child, `${pointer}/elements/${index}`, type, depth + 1))
  if (subForm)
    checkElement(walk, subForm, (element.options as Record<string, unknown>).detail, `${pointer}/options/detail`, undefined, depth + 1)
}

/** The families of `allRenderers` after those of `uiRenderers`, when `allRenderers` starts with those (as the presets do). */
function familiesAfterUi(knowledge: FormKnowledge): readonly RankedFamily[] | undefined {
  const { uiFamilies, allFamilies } = knowledge
  return uiFamilies.every((family, index) => allFamilies[index] === family) ? allFamilies.slice(uiFamilies.length) : undefined
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
  const walk: Walk = { knowledge, catalog: catalogOf(knowledge), rootSchema, config: isPlainObject(input.config) ? input.config : {}, elements: [], problems: [], moreFamilies: familiesAfterUi(knowledge), resolved: new WeakMap() }
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
  checkElement(walk, { schema: rootSchema, within: [] }, uischema, '', undefined, 0)
  return {
    uischemaGenerated: input.uischema === undefined,
    elements: walk.elements,
    problems: walk.problems,
    dataErrors: compiled.validate && input.data !== undefined ? dataErrors(compiled.validate, input.data) : [],
  }
}

/**
 * Prepares the checks once, when the server starts: the option checks of every entry compiled, the
 * validator made, and one small form checked, so that the first form an assistant sends is checked
 * as fast as the next ones.
 */
export async function prepareChecks(knowledge: FormKnowledge): Promise<void> {
  compileOptionChecks(catalogOf(knowledge), knowledge.allFamilies)
  await checkForm({ schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 }, tags: { type: 'array', items: { type: 'string' } } }, required: ['name'] }, data: {} }, knowledge)
}
