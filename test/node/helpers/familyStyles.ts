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
          if (ts.isStringLiteralLike(part.initializer))
            parts.push({ family: nameOf(family.name), part: nameOf(part.name), classes: part.initializer.text })
        }
      }
    }
  }
  return parts
}
