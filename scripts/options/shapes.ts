import ts from 'typescript'

/** What an option's type is, in the few terms the guide's tables and the builder's inspector use. */
export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'object' }
  | { kind: 'enum', values: (string | number)[] }
  | { kind: 'array', items: Shape }
  | { kind: 'union', members: Shape[] }

/**
 * The literals of a union as its source writes them (`'text' | 'number'`), following type aliases;
 * the checker orders union members by when it met each literal, which the docs should not depend on.
 */
export function writtenLiterals(checker: ts.TypeChecker, node: ts.TypeNode | undefined): (string | number)[] {
  if (!node)
    return []
  if (ts.isParenthesizedTypeNode(node))
    return writtenLiterals(checker, node.type)
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap(member => writtenLiterals(checker, member))
  if (ts.isLiteralTypeNode(node) && (ts.isStringLiteral(node.literal) || ts.isNumericLiteral(node.literal)))
    return [ts.isNumericLiteral(node.literal) ? Number(node.literal.text) : node.literal.text]
  if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName)
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    const alias = target?.declarations?.find(ts.isTypeAliasDeclaration)
    return alias ? writtenLiterals(checker, alias.type) : []
  }
  return []
}

/** The shape of a type; anything that is not a primitive, a literal or an array (records, interfaces) is an `object`. */
export function shapeOf(checker: ts.TypeChecker, type: ts.Type, written: (string | number)[] = []): Shape {
  if (checker.isArrayType(type))
    return { kind: 'array', items: shapeOf(checker, checker.getTypeArguments(type as ts.TypeReference)[0]!) }
  const members = type.isUnion() ? type.types : [type]
  const rank = (value: string | number) => (written.includes(value) ? written.indexOf(value) : written.length)
  const values = members.filter(m => m.isStringLiteral() || m.isNumberLiteral()).map(m => (m as ts.LiteralType).value as string | number)
    .sort((a, b) => rank(a) - rank(b))
  const shapes: Shape[] = values.length ? [{ kind: 'enum', values }] : []
  if (members.some(m => m.flags & ts.TypeFlags.BooleanLike))
    shapes.push({ kind: 'boolean' })
  for (const member of members) {
    if (member.isLiteral() || member.flags & ts.TypeFlags.BooleanLike)
      continue
    if (member.flags & ts.TypeFlags.StringLike)
      shapes.push({ kind: 'string' })
    else if (member.flags & ts.TypeFlags.NumberLike)
      shapes.push({ kind: 'number' })
    else
      shapes.push(checker.isArrayType(member) ? shapeOf(checker, member) : { kind: 'object' })
  }
  return shapes.length === 1 ? shapes[0]! : { kind: 'union', members: shapes }
}

/** The Type cell of a table: `string`, `"a"` \| `"b"`, `(string \| number)[]`, `object`. */
export function shapeText(shape: Shape, integer = false): string {
  const inner = (s: Shape): string => {
    switch (s.kind) {
      case 'enum': return s.values.map(v => JSON.stringify(v)).join(' | ')
      case 'array': return `${['union', 'enum'].includes(s.items.kind) ? `(${inner(s.items)})` : inner(s.items)}[]`
      case 'union': return s.members.map(inner).join(' | ')
      case 'number': return integer ? 'integer' : 'number'
      default: return s.kind
    }
  }
  // Top-level alternatives are code spans of their own; a `|` inside a table cell is escaped either way.
  const alternatives = shape.kind === 'union' ? shape.members : shape.kind === 'enum' ? shape.values.map(v => ({ kind: 'enum', values: [v] }) as Shape) : [shape]
  return alternatives.map(s => `\`${inner(s)}\``).join(' | ').replaceAll('|', '\\|')
}
