import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** One theme part a family declares in its `styles.ts`: `{ [family]: { [part]: classes } }`. */
export interface StylePart {
  family: string
  part: string
  classes: string
}

/** The theme parts of every family folder that has a `styles.ts`, read from the source without running it. */
export function readFamilyStyles(root: string): Map<string, StylePart[]> {
  const plugins = join(root, 'plugins')
  const byFolder = new Map<string, StylePart[]>()
  for (const folder of readdirSync(plugins)) {
    const path = join(plugins, folder, 'styles.ts')
    if (existsSync(path))
      byFolder.set(folder, styleParts(path))
  }
  return byFolder
}

/** The theme parts declared by the object literals of one file. */
export function styleParts(path: string): StylePart[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const parts: StylePart[] = []
  const nameOf = (name: ts.PropertyName) => name.getText(source).replace(/^['"]|['"]$/g, '')
  const declarations = source.statements.filter(ts.isVariableStatement).flatMap(statement => statement.declarationList.declarations)
  /** The file's string constants, for classes written as a template that joins them. */
  const constants = new Map(declarations.flatMap(declaration =>
    ts.isIdentifier(declaration.name) && declaration.initializer && ts.isStringLiteralLike(declaration.initializer) ? [[declaration.name.text, declaration.initializer.text] as const] : []))
  const textOf = (node: ts.Expression): string | undefined => {
    if (ts.isStringLiteralLike(node))
      return node.text
    if (!ts.isTemplateExpression(node))
      return undefined
    const spans = node.templateSpans.map(span => ts.isIdentifier(span.expression) ? constants.get(span.expression.text) : undefined)
    return spans.includes(undefined) ? undefined : node.head.text + node.templateSpans.map((span, index) => spans[index] + span.literal.text).join('')
  }
  for (const statement of source.statements.filter(ts.isVariableStatement)) {
    for (const declaration of statement.declarationList.declarations) {
      let init = declaration.initializer
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)))
        init = init.expression
      if (!init || !ts.isObjectLiteralExpression(init))
        continue
      for (const family of init.properties.filter(ts.isPropertyAssignment)) {
        if (!ts.isObjectLiteralExpression(family.initializer))
          continue
        for (const part of family.initializer.properties.filter(ts.isPropertyAssignment)) {
          const classes = textOf(part.initializer)
          if (classes !== undefined)
            parts.push({ family: nameOf(family.name), part: nameOf(part.name), classes })
        }
      }
    }
  }
  return parts
}
