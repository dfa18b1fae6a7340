/** The `$ref`s of a schema that do not resolve, each with where it is and why. */
import { pointerTarget } from '../values/jsonPointer'

/** A path for messages: `schema.properties.address.$ref`. */
function describePath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${text}.${key}` : `${text}[${JSON.stringify(key)}]`), 'schema')
}

export function unresolvedRefs(schema: unknown): string[] {
  const problems: string[] = []
  const visit = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node))
      return node.forEach((item, index) => visit(item, [...path, index]))
    if (!node || typeof node !== 'object')
      return
    for (const [key, value] of Object.entries(node)) {
      // A property named `$ref` (under `properties`) is a schema like any other.
      if (key === '$ref' && path.at(-1) !== 'properties') {
        const where = describePath([...path, key])
        if (typeof value !== 'string')
          problems.push(`${where}: a reference must be a string such as "#/definitions/address", but it is ${JSON.stringify(value) ?? typeof value}.`)
        else if (!value.startsWith('#'))
          problems.push(`${where}: "${value}" points outside this schema; only local references ("#/…") can be resolved.`)
        else if (value !== '#' && (!value.startsWith('#/') || pointerTarget(schema, value) === undefined))
          problems.push(`${where}: "${value}" does not resolve; there is nothing at that place in the schema.`)
      }
      else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') {
        visit(value, [...path, key])
      }
    }
  }
  visit(schema, [])
  return problems
}
