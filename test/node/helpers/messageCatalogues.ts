import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One `defineMessages({...})` catalogue: its file and its keys with their English defaults. */
export interface MessageCatalogue {
  /** Repository-relative path. */
  file: string
  /** The family folder name, or `undefined` for the core. */
  family?: string
  messages: Record<string, string>
}

/** The core's catalogue and every family's `messages.ts`, read from the source without running it. */
export function readMessageCatalogues(root: string): MessageCatalogue[] {
  const plugins = join(root, 'plugins')
  const files = [
    join(root, 'src/i18n/coreMessages.ts'),
    join(root, 'src/builder/messages.ts'),
    ...readdirSync(plugins).map(name => join(plugins, name, 'messages.ts')).filter(path => existsSync(path)),
  ]
  return files.map((path) => {
    const file = relative(root, path).split('\\').join('/')
    const family = file === 'src/builder/messages.ts' ? 'builder' : /^plugins\/([^/]+)\//.exec(file)?.[1]
    return { file, family, messages: catalogueMessages(path) }
  })
}

function catalogueMessages(path: string): Record<string, string> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const messages: Record<string, string> = {}
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineMessages') {
      const literal = node.arguments[0]
      if (literal && ts.isObjectLiteralExpression(literal)) {
        for (const property of literal.properties.filter(ts.isPropertyAssignment)) {
          if (ts.isStringLiteralLike(property.initializer))
            messages[property.name.getText(source).replace(/^['"]|['"]$/g, '')] = property.initializer.text
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return messages
}
