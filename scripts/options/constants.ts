import ts from 'typescript'

/** A value a `@defaultValue` can stand for, and a builder schema can carry as `default`. */
export type Literal = string | number | boolean

/** `30`, `-1.5`, `true`, `'tab'` or `"tab"` as a value; `undefined` for anything else. */
export function literalValue(text: string): Literal | undefined {
  const quoted = /^'([^'\\]*)'$/.exec(text) ?? /^"([^"\\]*)"$/.exec(text)
  if (quoted)
    return quoted[1]
  if (/^-?\d+(?:\.\d+)?$/.test(text))
    return Number(text)
  if (text === 'true' || text === 'false')
    return text === 'true'
  return undefined
}

function literalNode(node: ts.Expression): Literal | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text
  if (ts.isNumericLiteral(node))
    return Number(node.text)
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
    return -Number(node.operand.text)
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
    return node.kind === ts.SyntaxKind.TrueKeyword
  return undefined
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node

/**
 * The literal at `name.key` of a constant object in scope at `at` (declared in that file or
 * imported into it), e.g. `datesDefaults.locale` for `export const datesDefaults = { locale: 'fr-FR' } as const`.
 */
export function constantValue(checker: ts.TypeChecker, at: ts.Node, reference: string): Literal | undefined {
  const [name, key] = reference.split('.')
  const local = checker.getSymbolsInScope(at.getSourceFile(), ts.SymbolFlags.Value | ts.SymbolFlags.Alias).find(s => s.name === name)
  // An exported constant is seen in its file through a local stand-in; an imported one through an alias.
  let symbol = local && checker.getExportSymbolOfSymbol(local)
  if (symbol && symbol.flags & ts.SymbolFlags.Alias)
    symbol = checker.getAliasedSymbol(symbol)
  const declaration = symbol?.valueDeclaration
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
    return undefined
  const object = unwrap(declaration.initializer)
  if (!ts.isObjectLiteralExpression(object))
    return undefined
  const property = object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key)
  return property ? literalNode(unwrap(property.initializer)) : undefined
}
