import Ajv, { type ValidateFunction } from 'ajv'
import { isPlainObject } from '../../values/plainObject'
import { closestName } from './closestName'
import { type OptionCatalog, describeType } from './optionCatalog'
import type { Problem } from './problems'
import type { Ranked } from './rankElement'

const optionsAjv = new Ajv({ allErrors: true, strict: false })
const validators = new WeakMap<OptionCatalog, Map<string, ValidateFunction>>()

/** The compiled check of the options an entry reads on an element of this type. */
function validatorFor(catalog: OptionCatalog, winner: Ranked, elementType: string): ValidateFunction {
  const key = `${winner.family}/${winner.entry}/${elementType}`
  let compiled = validators.get(catalog)
  if (!compiled)
    validators.set(catalog, compiled = new Map())
  let validate = compiled.get(key)
  if (!validate)
    compiled.set(key, validate = optionsAjv.compile({ type: 'object', properties: catalog.knownOptions(winner.family, winner.entry, elementType) }))
  return validate
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
  const known = catalog.knownOptions(winner.family, winner.entry, elementType)
  const names = Object.keys(known)
  const problems = Object.keys(options).filter(name => !Object.hasOwn(known, name)).map(name => unknownOption(catalog, winner, pointer, name, names))
  const validate = validatorFor(catalog, winner, elementType)
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
