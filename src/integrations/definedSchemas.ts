import { type AstNode, literalValue, nodesOf } from './literalValue'

/** A `defineSchema(…)` call of a module whose argument is a literal: where it is, and the schema it writes. */
export interface DefinedSchema {
  start: number
  end: number
  schema: unknown
}

/**
 * The calls of `defineSchema`, imported from `library`, in the module `program` (an ESTree program),
 * whose one argument is a literal JSON value. A call of a schema made otherwise (a variable, a spread)
 * is left as it is: the form compiles that schema at run time.
 */
export function definedSchemas(program: AstNode, library: string): DefinedSchema[] {
  const names = new Set<string>()
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as AstNode).value !== library)
      continue
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.imported as AstNode | undefined
      if (specifier.type === 'ImportSpecifier' && (imported?.name ?? imported?.value) === 'defineSchema')
        names.add((specifier.local as AstNode).name as string)
    }
  }
  if (!names.size)
    return []
  const found: DefinedSchema[] = []
  for (const node of nodesOf(program)) {
    const callee = node.callee as AstNode | undefined
    const args = node.arguments as AstNode[] | undefined
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || !names.has(callee.name as string) || args?.length !== 1)
      continue
    const literal = literalValue(args[0]!)
    if (literal && typeof literal.value === 'object' && literal.value !== null && !Array.isArray(literal.value))
      found.push({ start: node.start, end: node.end, schema: literal.value })
  }
  return found.sort((a, b) => a.start - b.start)
}
