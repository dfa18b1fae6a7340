import Ajv, { type ValidateFunction } from 'ajv'
import { isPlainObject } from '../../values/plainObject'
import { closestName } from './closestName'
import type { OptionSchema, RankedFamily } from './knowledge'
import { type OptionCatalog, describeType, readsCommon } from './optionCatalog'
import type { Problem } from './problems'
import type { Ranked } from './rankElement'

// The option schemas' formats are descriptions here (no format is checked): AJV is told so, and warns of none.
const optionsAjv = new Ajv({ allErrors: true, strict: false, validateFormats: false })

/** The options an entry reads on a control or on a layout, their names, and their compiled check. */
interface OptionCheck {
  known: Record<string, OptionSchema>
  names: string[]
  validate: ValidateFunction
}
const checks = new WeakMap<OptionCatalog, Map<string, OptionCheck>>()

/** The check of the options an entry reads on an element of this type, compiled once per entry and kind of element. */
function checkFor(catalog: OptionCatalog, family: string, entry: string, elementType: string): OptionCheck {
  const key = `${family}/${entry}/${readsCommon(elementType) ? 'control' : 'layout'}`
  let compiled = checks.get(catalog)
  if (!compiled)
    checks.set(catalog, compiled = new Map())
  let check = compiled.get(key)
  if (!check) {
    const known = catalog.knownOptions(family, entry, elementType)
    check = { known, names: Object.keys(known), validate: optionsAjv.compile({ type: 'object', properties: known }) }
    compiled.set(key, check)
  }
  return check
}

/** Compiles the option checks of every entry of the families, for controls and for layouts: done once, when the server starts. */
export function compileOptionChecks(catalog: OptionCatalog, families: readonly RankedFamily[]): void {
  for (const family of families) {
    for (const entry of family.entries) {
      checkFor(catalog, family.name, entry.name, 'Control')
      checkFor(catalog, family.name, entry.name, 'VerticalLayout')
    }
  }
}

/** `/options/<name>` of an element, escaped as a JSON Pointer segment. */
const optionPointer = (pointer: string, name: string) => `${pointer}/options/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`

function unknownOption(catalog: OptionCatalog, winner: Ranked, pointer: string, name: string, known: string[]): Problem {
  const closest = closestName(name, known)
  const readers = catalog.entriesReading(name)
  const fix = closest !== undefined
    ? `Did you mean "${closest}"?`
    : readers.length
      ? `"${name}" is read by ${readers.join(', ')}, not by ${winner.family}/${winner.entry}: change the element or the schema so that one of those renders it, or remove the option.`
      : `Remove it; list_options { "family": "${winner.family}" } lists the options ${winner.family} reads.`
  return { kind: 'unknown-option', severity: 'warning', in: 'uischema', pointer: optionPointer(pointer, name), message: `${winner.family}/${winner.entry} has no option "${name}": it is ignored.`, fix }
}

/**
 * The problems of an element's `options` for the entry that renders it: an option it does not read
 * (with the closest name it does), and an option whose value is not of the type it reads.
 */
export function checkOptions(catalog: OptionCatalog, winner: Ranked, elementType: string, options: unknown, pointer: string): Problem[] {
  if (!isPlainObject(options))
    return []
  const { known, names, validate } = checkFor(catalog, winner.family, winner.entry, elementType)
  const problems = Object.keys(options).filter(name => !Object.hasOwn(known, name)).map(name => unknownOption(catalog, winner, pointer, name, names))
  if (validate(options))
    return problems
  const reported = new Set<string>()
  for (const error of validate.errors ?? []) {
    const name = (error.instancePath.split('/')[1] ?? '').replaceAll('~1', '/').replaceAll('~0', '~')
    if (!name || reported.has(name))
      continue
    reported.add(name)
    problems.push({
      kind: 'option-type',
      severity: 'warning',
      in: 'uischema',
      pointer: optionPointer(pointer, name),
      message: `Option "${name}" of ${winner.family}/${winner.entry} ${error.message ?? 'is invalid'}${error.instancePath.split('/').length > 2 ? ` at ${error.instancePath}` : ''}.`,
      fix: `Give "${name}" a value of type ${describeType(known[name]!)}.`,
    })
  }
  return problems
}
