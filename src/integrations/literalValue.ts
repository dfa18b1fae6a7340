/** An ESTree node, as a bundler's parser (`this.parse`) gives it, with its offsets in the source. */
export interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'

/** Every node of `root`, depth first. */
export function* nodesOf(root: AstNode): Generator<AstNode> {
  yield root
  for (const value of Object.values(root)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child))
        yield * nodesOf(child)
    }
  }
}

/**
 * The JSON value an expression writes literally — objects with plain keys, arrays, strings, numbers,
 * booleans, `null`, a template without `${}` and a negative number — or undefined when any part of it
 * is computed (a variable, a call, a spread, a computed key, a method).
 */
export function literalValue(node: AstNode): { value: unknown } | undefined {
  switch (node.type) {
    case 'Literal':
      return node.regex || (node.bigint !== undefined && node.bigint !== null) || (typeof node.value === 'number' && !Number.isFinite(node.value)) ? undefined : { value: node.value }
    case 'TemplateLiteral':
      return (node.expressions as AstNode[]).length ? undefined : { value: (node.quasis as { value: { cooked: string } }[]).map(quasi => quasi.value.cooked).join('') }
    case 'UnaryExpression': {
      const argument = node.argument as AstNode
      return node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number' ? { value: -argument.value } : undefined
    }
    case 'ArrayExpression': {
      const items: unknown[] = []
      for (const element of node.elements as (AstNode | null)[]) {
        const item = element && literalValue(element)
        if (!item)
          return undefined
        items.push(item.value)
      }
      return { value: items }
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = []
      for (const property of node.properties as AstNode[]) {
        const key = property.key as AstNode | undefined
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method || property.shorthand || !key)
          return undefined
        const name = key.type === 'Identifier' ? key.name as string : key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number') ? String(key.value) : undefined
        const value = literalValue(property.value as AstNode)
        if (name === undefined || !value)
          return undefined
        entries.push([name, value.value])
      }
      // Own properties, `__proto__` included, as JSON.parse makes them.
      return { value: Object.fromEntries(entries) }
    }
    default:
      return undefined
  }
}
